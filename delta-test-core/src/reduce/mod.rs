//! [`Reduce`]: how a value exposes the parts Delta Debugging may remove.

mod collections;
#[cfg(feature = "serde_json")]
mod json;
mod leaked;
mod scalars;
mod std_types;
mod text;
mod tuples;

use std::ops::Range;

use crate::subset::Subset;

/// A sequence inside a value that Delta Debugging can cut down.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Sequence {
    /// Where the sequence is: the empty path is the value itself; each step
    /// goes one level down (a tuple component, an element, the content of an
    /// `Option`).
    pub path: Vec<usize>,
    /// How many parts it has (characters of a `String`, elements of a `Vec`,
    /// entries of a map).
    pub len: usize,
}

impl Sequence {
    /// The value itself, with `len` parts.
    pub fn here(len: usize) -> Self {
        Sequence {
            path: Vec::new(),
            len,
        }
    }

    /// This sequence as seen from a parent that reaches this value by `step`.
    pub fn under(mut self, step: usize) -> Self {
        self.path.insert(0, step);
        self
    }
}

/// What can be done to a value to make it smaller: cut parts of it, or
/// replace it by a simpler value.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Place {
    /// `len` parts that [`Reduce::keep`] can cut. `coarse` lists coarser
    /// ways to cut the same parts, coarsest first, each a split of `0..len`
    /// into consecutive chunks (a text's lines, then its words): they are
    /// tried before single parts, so a 500-line text is not cut character
    /// by character from the start.
    Parts {
        /// How many parts.
        len: usize,
        /// Coarser splits of `0..len`, coarsest first.
        coarse: Vec<Vec<Range<usize>>>,
    },
    /// `count` simpler values ([`Reduce::simplify`] with `0..count`),
    /// simplest first; the first that still fails replaces the value.
    Choices {
        /// How many.
        count: usize,
    },
    /// A number of this magnitude: [`Reduce::simplify`] with `m` below it
    /// gives the number of magnitude `m` (same sign), so the smallest
    /// magnitude that still fails is found by binary search.
    Magnitude {
        /// The current magnitude (the absolute value).
        magnitude: u128,
    },
    /// A number that can change its sign: [`Reduce::simplify`] with `to`
    /// below the magnitude gives the number of magnitude `to` and the same
    /// sign, as for [`Magnitude`](Place::Magnitude); with `to` from the
    /// magnitude on, the number of the other sign and magnitude
    /// `to - magnitude + 1`, up to the same magnitude for a negative number
    /// (`-5` can become `5`) and one less for a positive one (`5` can
    /// become `-4`, not `-5`). So every simpler value is there, as
    /// property-testing shrinkers order integers (0, 1, -1, 2, -2, ...):
    /// `[0, 1]` reads simpler than `[0, -1]`, and `-1` than `3`.
    Signed {
        /// The current magnitude (the absolute value).
        magnitude: u128,
        /// Whether the number is negative.
        negative: bool,
    },
    /// A sequence of `count + 1` parts, any two neighbours of which can be
    /// made one ([`Reduce::joined`], two lists concatenated):
    /// [`Reduce::simplify`] with `i` below `count` joins part `i` and part
    /// `i + 1`. Offered by a sequence of sequences, and tried only past
    /// single moves: a call of two lists of five that fails only on ten
    /// elements in all becomes one list of ten, which no cut reaches.
    Joins {
        /// How many neighbouring pairs.
        count: usize,
    },
}

impl Place {
    /// `len` parts to cut.
    pub fn parts(len: usize) -> Self {
        Place::Parts {
            len,
            coarse: Vec::new(),
        }
    }

    /// How many values of the other sign a [`Signed`](Place::Signed)
    /// number of `magnitude` can become: the magnitudes up to its own for a
    /// negative one, below it for a positive one.
    pub fn other_signs(magnitude: u128, negative: bool) -> u128 {
        match negative {
            true => magnitude,
            false => magnitude.saturating_sub(1),
        }
    }
}

/// A value that Delta Debugging can make smaller.
///
/// The chapter's algorithm needs only the first two methods: a value lists
/// the [`sequences`](Reduce::sequences) it holds, each at a path, and builds
/// a copy in which one of them keeps only some of its parts
/// ([`keep`](Reduce::keep)). The default strategies go further: they walk
/// the current failing value from the top, level by level, and at each
/// value ([`inner`](Reduce::inner)) do what its [`places`](Reduce::places)
/// allow: cut sequences nested in sequences, and replace values by simpler
/// ones ([`simplify`](Reduce::simplify): numbers toward 0, `Some` by
/// `None`, an enum by an earlier variant or by a part of itself of the
/// same type).
///
/// The standard types implement it, and `#[derive(Reduce)]` implements it
/// for your own structs and enums. A hand-written impl of the first two
/// methods keeps working (its sequences are its only places); an empty
/// `impl Reduce for MyType {}` keeps the value as it is.
///
/// # Paths
///
/// A path leads from the value to a value inside it, a step per level: a
/// tuple component or a struct field by its index, an element of a `Vec`,
/// the value of a map's entry (in key order), the content of a `Some`
/// (step `0`). A tuple is an argument list: `(String, Vec<u8>)` has the
/// places of its first component under step `0`, those of the second under
/// step `1`.
///
/// # Contract
///
/// - `sequences` lists the outermost sequences that may be cut (not those
///   nested in them). A path is valid when `inner` leads to it from `[]`;
///   `places` and `inner` of any other path are empty. Every list is in a
///   deterministic order and may be empty.
/// - `keep(path, kept)` is only called for a sequence or a
///   [`Place::Parts`] at `path`, with `kept` a subset of `0..len`; it
///   returns a copy in which that sequence holds exactly the parts in
///   `kept`, in their original order, and all else is unchanged.
///   `simplify(path, to)` is only called for a [`Place::Choices`], a
///   [`Place::Magnitude`], a [`Place::Signed`] or a [`Place::Joins`] at
///   `path`, with `to` below its count or magnitude (or, for a signed
///   number, below the magnitude and the count of other-signed values
///   together), and changes only the value at `path`. Neither may panic.
/// - All are pure: the same value and arguments give equal results.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be reduced: it does not implement `delta_test::Reduce`",
    label = "delta-test reduces values of this type",
    note = "if `{Self}` is defined in your crate, add `#[derive(delta_test::Reduce)]` to its definition (or write `impl delta_test::Reduce for {Self} {{}}` to keep such values as they are)",
    note = "if `{Self}` comes from another crate, the orphan rule forbids that impl: wrap it in a newtype of yours with `#[derive(delta_test::Reduce, delta_test::Literal)]`, or take the parameter as `&str` with `via = {Self}` (for a type with `FromStr` and `Display`); the guide's \"Your own types\" and \"Foreign types\" show both"
)]
pub trait Reduce: Clone {
    /// The outermost sequences this value holds. The default lists none.
    fn sequences(&self) -> Vec<Sequence> {
        Vec::new()
    }

    /// A copy in which the sequence at `path` keeps only the parts in `kept`.
    ///
    /// The default is only reached when the contract is broken (this type
    /// lists no sequences), and panics saying so.
    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        let _ = kept;
        panic!(
            "delta-test: `{}` lists no sequence at path {path:?}; `Reduce::keep` was called against its contract",
            std::any::type_name::<Self>()
        )
    }

    /// What can be done to the value at `path` itself (not to the values
    /// inside it). The default: cut the [`sequences`](Reduce::sequences)
    /// at `path`.
    fn places(&self, path: &[usize]) -> Vec<Place> {
        let sequences = self.sequences().into_iter();
        sequences
            .filter(|s| s.path == path)
            .map(|s| Place::parts(s.len))
            .collect()
    }

    /// The steps from the value at `path` to the values inside it, in
    /// order (the indices of a `Vec`'s elements, of a struct's fields).
    /// The reduction walks the value from the top and asks each value for
    /// its places and inner values as it is by then, so a million elements
    /// cut down to two are never listed. The default: toward the
    /// [`sequences`](Reduce::sequences) below `path`.
    fn inner(&self, path: &[usize]) -> Vec<usize> {
        let mut steps: Vec<usize> = Vec::new();
        for sequence in self.sequences() {
            let rest = sequence.path.strip_prefix(path);
            if let Some(&step) = rest.and_then(<[usize]>::first)
                && !steps.contains(&step)
            {
                steps.push(step);
            }
        }
        steps
    }

    /// A copy in which the value at `path` is replaced by its simpler value
    /// number `to` (see [`Place`]).
    ///
    /// The default is only reached when the contract is broken (this type
    /// offers no simpler values), and panics saying so.
    fn simplify(&self, path: &[usize], to: u128) -> Self {
        panic!(
            "delta-test: `{}` offers no simpler value at path {path:?} (asked for number {to}); `Reduce::simplify` was called against its contract",
            std::any::type_name::<Self>()
        )
    }

    /// Whether the value at `path` is walked late: a pass that changed
    /// something before reaching it leaves it to the next pass, so that
    /// the parts around it are cut again first; the next pass walks it
    /// whatever changed (it waits one pass at most: the value may hold
    /// the bug itself). For values cut in many small steps that cuts
    /// elsewhere often make unneeded whole (a macro definition's tokens,
    /// cut one at a time, whose callers a cut of the code around them
    /// takes). The last pass changes nothing, so every late value is
    /// walked in it: the result is 1-minimal all the same. The default:
    /// none is.
    fn late(&self, path: &[usize]) -> bool {
        let _ = path;
        false
    }

    /// The simplest value of this type, if it has one worth trying (`0`,
    /// `false`, an empty `String` or `Vec`, `None`): what
    /// `#[derive(Reduce)]` builds an earlier enum variant from. The
    /// default has none.
    fn simplest() -> Option<Self>
    where
        Self: Sized,
    {
        None
    }

    /// `self` and `next` made one value, if this type can join two (two
    /// `Vec`s or `String`s concatenated): what a sequence of such values
    /// offers as [`Place::Joins`]. The default joins nothing; a type that
    /// joins says so in [`joins`](Reduce::joins) too.
    fn joined(&self, next: &Self) -> Option<Self> {
        let _ = next;
        None
    }

    /// Whether [`joined`](Reduce::joined) joins two values of this type:
    /// asked without a value, so listing a sequence's places builds none.
    fn joins() -> bool {
        false
    }

    /// How big the value is: the sizes a report gives, and what picks the
    /// smallest call seen for each other failure, which is asked of every
    /// candidate that fails another way. The default counts the parts its
    /// sequences hold at every level and the values that could be simpler
    /// (a number not 0, a `Some`), asking every place; a type with a
    /// measure of its own that costs less (a source file's length in
    /// bytes, where listing a place means parsing it) gives that instead.
    fn size(&self) -> usize {
        size_at(self, &mut Vec::new())
    }
}

/// How many parts (chars, elements, entries) the outermost sequences of
/// `value` hold: the size the progress line shows, cheap to count.
pub(crate) fn outer_size<A: Reduce>(value: &A) -> usize {
    value.sequences().iter().map(|s| s.len).sum()
}

/// The default [`Reduce::size`]: the size of the value at `path` in
/// `value`, depth first. One path is grown and shrunk in place, as a path
/// per element cost a million allocations on a million elements.
fn size_at<A: Reduce>(value: &A, path: &mut Vec<usize>) -> usize {
    let mut size = 0;
    for place in value.places(path) {
        size += match place {
            Place::Parts { len, .. } => len,
            Place::Choices { .. } | Place::Magnitude { .. } | Place::Signed { .. } => 1,
            // Joined parts are as many: the parts count them.
            Place::Joins { .. } => 0,
        };
    }
    for step in value.inner(path) {
        path.push(step);
        size += size_at(value, path);
        path.pop();
    }
    size
}

/// An earlier variant a `#[derive(Reduce)]` value can become.
#[doc(hidden)]
pub enum Earlier<'a, T> {
    /// Built from its fields' simplest values, if they all have one.
    Built(fn() -> Option<T>),
    /// Built from the current value's fields, when the two variants hold
    /// the same types (`Div(a, b)` becomes `Add(a, b)`): the earlier
    /// variant with everything else kept, as a shrinker that lowers a
    /// variant's index and keeps the choices after it does. Always builds,
    /// so counting the choices clones nothing.
    Carried(Box<dyn Fn() -> T + 'a>),
}

thread_local! {
    /// The derived types whose simplest value this thread is building.
    static BUILDING: std::cell::RefCell<Vec<&'static str>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// `build()`, the simplest value of the derived type `T` (or a value of
/// `T` built from its fields' simplest values), unless this thread is
/// building one of `T` already: then `None`. A type can hold itself
/// through other types (`enum Ast { Unary(UnaryOp), .. }` with
/// `struct UnaryOp { arg: Box<Ast> }`), and the derive, which sees one
/// definition at a time, cannot tell; without this, `simplest()` would
/// recurse until the stack overflows. So a value built from simplest values
/// never holds another value of its own type, whatever the chain of types
/// in between. (Types are told apart by name: two types of one name only
/// offer fewer simpler values.)
#[doc(hidden)]
pub fn simplest_once<T>(build: impl FnOnce() -> Option<T>) -> Option<T> {
    /// Takes the type off the list, even if `build` panics.
    struct Built;
    impl Drop for Built {
        fn drop(&mut self) {
            BUILDING.with(|building| building.borrow_mut().pop());
        }
    }
    let name = std::any::type_name::<T>();
    let fresh = BUILDING.with(|building| {
        let mut building = building.borrow_mut();
        let fresh = !building.contains(&name);
        if fresh {
            building.push(name);
        }
        fresh
    });
    if !fresh {
        return None;
    }
    let _built = Built;
    build()
}

/// The simpler values of a `#[derive(Reduce)]` value, in order: the
/// earlier variants that `earlier` builds, then the parts of the same type
/// that `children` gives, breadth first. Returns how many there are, and
/// the one numbered `nth`, if asked for (the others are not cloned).
#[doc(hidden)]
pub fn choices<T: Clone>(
    value: &T,
    earlier: for<'a> fn(&'a T) -> Vec<Earlier<'a, T>>,
    children: fn(&T) -> Vec<&T>,
    nth: Option<usize>,
) -> (usize, Option<T>) {
    let mut count = 0;
    for build in earlier(value) {
        let built = match build {
            Earlier::Carried(build) => match nth == Some(count) {
                true => return (count + 1, Some(build())),
                false => true,
            },
            Earlier::Built(build) => match build() {
                Some(built) if nth == Some(count) => return (count + 1, Some(built)),
                built => built.is_some(),
            },
        };
        count += usize::from(built);
    }
    let mut queue: std::collections::VecDeque<&T> = children(value).into();
    while let Some(part) = queue.pop_front() {
        if nth == Some(count) {
            return (count + 1, Some(part.clone()));
        }
        count += 1;
        queue.extend(children(part));
    }
    (count, None)
}

/// Whether anything in `value`, at any level, can be cut or simplified.
pub(crate) fn reducible<A: Reduce>(value: &A) -> bool {
    let mut paths = vec![Vec::new()];
    while let Some(path) = paths.pop() {
        if !value.places(&path).is_empty() {
            return true;
        }
        for step in value.inner(&path) {
            paths.push([path.as_slice(), &[step]].concat());
        }
    }
    false
}

/// The places at `rest` in `item`, if there is one: what a container
/// answers for a path into its elements.
fn item_places<T: Reduce>(item: Option<&T>, rest: &[usize]) -> Vec<Place> {
    item.map_or_else(Vec::new, |item| item.places(rest))
}

/// The inner steps at `rest` in `item`, if there is one.
fn item_inner<T: Reduce>(item: Option<&T>, rest: &[usize]) -> Vec<usize> {
    item.map_or_else(Vec::new, |item| item.inner(rest))
}

/// Panics for a path that the contract of [`Reduce::keep`] rules out.
#[track_caller]
fn bad_path<T: ?Sized>(path: &[usize]) -> ! {
    panic!(
        "delta-test: `{}` has no sequence at path {path:?}",
        std::any::type_name::<T>()
    )
}

#[cfg(test)]
mod tests {
    use super::simplest_once;

    #[test]
    fn a_type_is_built_once_at_a_time_per_thread() {
        let nested = simplest_once::<u8>(|| simplest_once::<u8>(|| Some(1)));
        assert_eq!(nested, None);
        let other = simplest_once::<u8>(|| simplest_once::<u16>(|| Some(2)).map(|n| n as u8));
        assert_eq!(other, Some(2));
        // The type is free again afterwards, even after a panic.
        let panicked = std::panic::catch_unwind(|| simplest_once::<u8>(|| panic!("in build")));
        assert!(panicked.is_err());
        assert_eq!(simplest_once::<u8>(|| Some(3)), Some(3));
    }
}
