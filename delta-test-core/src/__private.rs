//! What the macro expansions (and the benchmarks) call: the macro ABI and
//! nothing else. Not public API: names and signatures change without
//! notice, in any release.

pub use std::borrow::{Borrow, BorrowMut, ToOwned};

pub use crate::__delta_test_harness as harness;
pub use crate::capture::{capture_stacks_at, run_silently, with_stacks};
pub use crate::execute::{
    serve, worker_for, Candidate, Codec, CodecProbe, InProcess, InThread, Runner, ViaNoSerde,
    ViaSerde,
};
pub use crate::failure::reject;
#[cfg(feature = "harness")]
pub use crate::harness::Registered;
pub use crate::literal::write_type_name;
pub use crate::parsed::{Parsed, Reprinted};
pub use crate::reduce::{choices, simplest_once, Earlier};
pub use crate::run::{
    assert_arg, assert_send, assert_via, debug_armed, debug_call, owned, owned_unsized, parse_via,
    render, reprinted_via, run_test, DebugSite, Form, Held, Later, LaterProbe, Param, Probe,
    TestCase, ViaFixed, ViaLocal, ViaNone, ViaReduce, ViaSend,
};
pub use crate::settings::Value;
#[cfg(feature = "harness")]
pub use inventory;
