//! Integration and end-to-end tests of delta-test live under `tests/`.
