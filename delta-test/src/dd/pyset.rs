//! An emulation of CPython's `set` of small integers (being written).
