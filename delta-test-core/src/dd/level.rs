//! [`Level`]: what one level of a nested reduction tells its search.
//!
//! A text is cut by lines, then words, then characters; each level knows
//! things the next one's search can use (see `Strategy::level_search`).

use std::ops::Range;

/// What one level of a nested reduction knows before its search starts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Level {
    /// A finer split of the same sequence follows (a text's words after
    /// its lines, its characters after both), which proves the result
    /// 1-minimal.
    pub(crate) coarse: bool,
    /// From the coarser level before: the leftmost needed part lies among
    /// the first `.0` parts, the rightmost among the last `.1` (each chunk
    /// that level kept holds a needed part, when the test is monotone).
    pub(crate) ends: Option<(usize, usize)>,
    /// From the coarser level before: its chunks kept, as ranges of this
    /// level's parts, in order, when it kept enough of them to search each
    /// on its own (see [`Sites`](super::sites::Sites)); else empty.
    pub(crate) sites: Vec<Range<usize>>,
}
