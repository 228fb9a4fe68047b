//! What the outcome cache knows a candidate by: its value.
//!
//! Equal candidates come from different cuts (every one-character cut of
//! six quotes is the same five quotes), so a cache keyed by what was cut
//! runs the same call again and again; the chapter's cache is keyed by the
//! value. Here the value is known by its [`Literal`]: by the contract of
//! [`Style::Exact`], equal text means an equal value. The text is hashed as
//! it is written (no string is built) into 128 bits, so that two different
//! calls share a key with a chance of about 2^-128.
//!
//! Writing a large value costs more than equal candidates save (they are
//! small ones, near the end), so a value whose text runs past
//! [`TEXT_LIMIT`] is known by the edits that made it instead: the same
//! edits of the same original make the same value. The two kinds of key
//! are hashed apart, so they never meet.
//!
//! A value whose sequences hold more than [`TEXT_LIMIT`] parts is known by
//! its edits without being written at all: each part is at least a byte of
//! text (a char, or an element's literal), so its text would run past the
//! limit anyway. Counting the parts costs next to nothing, where writing a
//! megabyte cost tens of milliseconds per candidate in the debug profile
//! (the value is written whole before a byte is hashed). A `Reduce` impl
//! whose parts write no text only loses cache hits by it, never soundness:
//! different values still never share a key.

use std::fmt;
use std::hash::{DefaultHasher, Hash, Hasher};

use crate::execute::Edit;
use crate::literal::{Literal, Style};
use crate::reduce::{outer_size, Reduce};

/// A candidate's identity in the outcome cache.
pub(super) type Key = u128;

/// How much of a value's text is hashed before it is known by its edits.
const TEXT_LIMIT: usize = 64 * 1024;

/// The key of `args`, which `edits` made of the original arguments.
pub(super) fn key_of<A: Reduce + Literal>(args: &A, edits: &[Edit]) -> Key {
    if outer_size(args) <= TEXT_LIMIT {
        let mut by_text = TwoHashes::new(0);
        if args.write_rust(&mut by_text, Style::Exact).is_ok() {
            return by_text.finish();
        }
    }
    let mut by_edits = TwoHashes::new(1);
    edits.hash(&mut by_edits.first);
    edits.hash(&mut by_edits.second);
    by_edits.finish()
}

/// Two hashers fed the same text, up to [`TEXT_LIMIT`] bytes.
///
/// The text comes in many small pieces (an element's literal, a comma, a
/// run of a string between escapes), and a hasher's `write` costs about as
/// much for a few bytes as for a block: the pieces are gathered into
/// blocks first. A hasher hashes the bytes it is fed as one stream, so the
/// key does not depend on how they were cut.
struct TwoHashes {
    first: DefaultHasher,
    second: DefaultHasher,
    /// How many bytes of text came so far.
    len: usize,
    /// The bytes not fed to the hashers yet.
    block: Vec<u8>,
}

/// How many bytes [`TwoHashes`] gathers before it feeds its hashers.
const BLOCK: usize = 1024;

impl TwoHashes {
    /// Hashers for keys of `kind`. The second differs from the first by a
    /// prefix: two independent 64-bit hashes of the same input.
    fn new(kind: u8) -> Self {
        let (mut first, mut second) = (DefaultHasher::new(), DefaultHasher::new());
        first.write_u8(kind);
        second.write_u8(kind);
        second.write_u8(0xd7);
        TwoHashes {
            first,
            second,
            len: 0,
            block: Vec::with_capacity(BLOCK),
        }
    }

    /// Feeds the gathered bytes to both hashers.
    fn feed(&mut self) {
        self.first.write(&self.block);
        self.second.write(&self.block);
        self.block.clear();
    }

    fn finish(mut self) -> Key {
        self.feed();
        (u128::from(self.first.finish()) << 64) | u128::from(self.second.finish())
    }
}

impl fmt::Write for TwoHashes {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.len += s.len();
        if self.len > TEXT_LIMIT {
            return Err(fmt::Error);
        }
        if self.block.len() + s.len() > BLOCK {
            self.feed();
        }
        match s.len() > BLOCK {
            true => {
                self.first.write(s.as_bytes());
                self.second.write(s.as_bytes());
            }
            false => self.block.extend_from_slice(s.as_bytes()),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reduce::Sequence;
    use crate::subset::Subset;
    use std::cell::Cell;
    use std::rc::Rc;

    #[test]
    fn equal_values_share_a_key_and_others_do_not() {
        let key = |value: &(String, Vec<u8>)| key_of(value, &[]);
        let quotes = |n| "'".repeat(n);
        let (a, b) = ((quotes(5), vec![1u8, 2]), (quotes(5), vec![1u8, 2]));
        assert_eq!(key(&a), key(&b));
        assert_ne!(key(&a), key(&(quotes(4), vec![1u8, 2])));
        assert_ne!(key(&a), key(&(quotes(5), vec![1u8, 3])));
        // The same characters in other strings are another value.
        let one = vec![String::from("ab")];
        let two = vec![String::from("a"), String::from("b")];
        assert_ne!(key_of(&one, &[]), key_of(&two, &[]));
    }

    /// A text written in pieces of `piece` bytes.
    #[derive(Clone)]
    struct Pieces {
        text: String,
        piece: usize,
    }

    impl Reduce for Pieces {}

    impl Literal for Pieces {
        fn write_rust(&self, out: &mut dyn fmt::Write, _: Style) -> fmt::Result {
            let bytes = self.text.as_bytes();
            bytes.chunks(self.piece).try_for_each(|piece| {
                out.write_str(std::str::from_utf8(piece).map_err(|_| fmt::Error)?)
            })
        }
    }

    #[test]
    fn a_key_does_not_depend_on_how_the_text_was_written() {
        // Past a block, pieces of one byte, of many, and the whole at once.
        let text: String = (0..3 * BLOCK)
            .map(|i| char::from(b'a' + (i % 26) as u8))
            .collect();
        let key = |piece| {
            key_of(
                &Pieces {
                    text: text.clone(),
                    piece,
                },
                &[],
            )
        };
        assert_eq!(key(1), key(text.len()));
        assert_eq!(key(BLOCK + 1), key(7));
        let mut other = text.clone();
        other.replace_range(BLOCK..=BLOCK, "_");
        assert_ne!(
            key_of(
                &Pieces {
                    text: other,
                    piece: 1
                },
                &[]
            ),
            key(1)
        );
    }

    #[test]
    fn large_values_are_known_by_their_edits() {
        let large = "x".repeat(TEXT_LIMIT + 1);
        let cut = [Edit::keep(&[], &Subset::full(5))];
        assert_eq!(key_of(&large, &cut), key_of(&large.clone(), &cut));
        assert_ne!(key_of(&large, &cut), key_of(&large, &[]));
        // Never the key of a small value with the same edits.
        assert_ne!(key_of(&large, &cut), key_of(&"x".to_string(), &cut));
    }

    /// A value of `parts` parts that counts how often it is written.
    #[derive(Clone)]
    struct Counted {
        parts: usize,
        writes: Rc<Cell<usize>>,
    }

    impl Reduce for Counted {
        fn sequences(&self) -> Vec<Sequence> {
            vec![Sequence::here(self.parts)]
        }
    }

    impl Literal for Counted {
        fn write_rust(&self, out: &mut dyn fmt::Write, _: Style) -> fmt::Result {
            self.writes.set(self.writes.get() + 1);
            out.write_str("counted")
        }
    }

    #[test]
    fn values_of_more_parts_than_the_limit_are_never_written() {
        let counted = |parts| Counted {
            parts,
            writes: Rc::default(),
        };
        let (small, large) = (counted(TEXT_LIMIT), counted(TEXT_LIMIT + 1));
        let cut = [Edit::keep(&[], &Subset::full(5))];
        key_of(&small, &cut);
        key_of(&large, &cut);
        assert_eq!((small.writes.get(), large.writes.get()), (1, 0));
        // Known by their edits: the same edits, the same key.
        assert_eq!(key_of(&large, &cut), key_of(&counted(TEXT_LIMIT + 7), &cut));
        assert_ne!(key_of(&large, &cut), key_of(&large, &[]));
    }
}
