//! How a run failed, and when two failures count as the same bug.

mod mask;
mod matcher;
mod signature;

pub use mask::mask;
pub use matcher::Matcher;
pub use signature::{FailureKind, FailureSignature, Location};

/// Signatures for the unit tests of this layer and those above it.
#[cfg(test)]
pub(crate) mod fixtures {
    use super::*;

    pub(crate) fn panic_at(line: u32, message: &str) -> FailureSignature {
        FailureSignature {
            kind: FailureKind::PanicString,
            message: message.to_string(),
            location: Some(Location {
                file: "src/lib.rs".to_string(),
                line,
                column: 5,
            }),
        }
    }

    pub(crate) fn err(message: &str) -> FailureSignature {
        FailureSignature {
            kind: FailureKind::Err,
            message: message.to_string(),
            location: None,
        }
    }

    pub(crate) fn crash(message: &str) -> FailureSignature {
        FailureSignature {
            kind: FailureKind::Crash,
            message: message.to_string(),
            location: None,
        }
    }
}
