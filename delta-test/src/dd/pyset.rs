//! placeholder until the emulation lands
pub(crate) type PySet = super::Subset;
