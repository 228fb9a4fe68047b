//! How a run failed, and when two failures count as the same bug.

mod assume;
mod compare;
mod input;
mod mask;
mod matcher;
mod signature;
mod tokens;

pub(crate) use assume::is_refusal;
pub use assume::reject;
pub use compare::same_message;
pub(crate) use input::InputText;
pub use mask::mask;
pub use matcher::Matcher;
pub use signature::{FailureKind, FailureSignature, Frame, Location};

/// Signatures for the unit tests of this layer and those above it.
#[cfg(test)]
pub(crate) mod fixtures {
    use super::*;

    pub(crate) fn panic_at(line: u32, message: &str) -> FailureSignature {
        FailureSignature::new(
            FailureKind::PanicString,
            message,
            Some(Location::new("src/lib.rs", line, 5)),
        )
    }

    pub(crate) fn err(message: &str) -> FailureSignature {
        FailureSignature::new(FailureKind::Err, message.to_string(), None)
    }

    pub(crate) fn crash(message: &str) -> FailureSignature {
        FailureSignature::new(FailureKind::Crash, message.to_string(), None)
    }
}
