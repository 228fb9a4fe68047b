//! Collects every error found in one attribute use, so the user sees them
//! all at once (serde's `Ctxt`).

/// The errors found so far, in the order they were found.
#[derive(Default)]
pub(crate) struct Errors {
    first: Option<syn::Error>,
}

impl Errors {
    /// Records an error; all are reported together by [`Errors::finish`].
    pub(crate) fn push(&mut self, error: syn::Error) {
        match &mut self.first {
            Some(first) => first.combine(error),
            None => self.first = Some(error),
        }
    }

    /// `Ok` when nothing was recorded, or every error combined into one.
    pub(crate) fn finish(self) -> syn::Result<()> {
        self.first.map_or(Ok(()), Err)
    }
}
