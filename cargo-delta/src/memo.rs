//! Answers by printed text. The engine caches candidates by value, but
//! distinct values can print as the same file (a TOML table hoisted to a
//! string prints as an empty document, `null`s vanish from TOML, an
//! original parsed and printed back is the original): a program run costs
//! far more than hashing the file, so each text is run once.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Mutex;

/// The answers given so far, keyed by the text's length and hash (the
/// texts themselves could be megabytes each).
pub struct Memo<T> {
    answers: Mutex<HashMap<(usize, u64), T>>,
}

impl<T: Clone> Memo<T> {
    /// A memo that knows `contents`' answer already.
    pub fn knowing(contents: &[u8], answer: T) -> Self {
        let answers = HashMap::from([(key(contents), answer)]);
        Memo {
            answers: Mutex::new(answers),
        }
    }

    /// The same memo, knowing `contents`' answer too.
    pub fn and(self, contents: &[u8], answer: T) -> Self {
        self.lock().insert(key(contents), answer);
        self
    }

    /// The answer for `contents`: a known one, or `ask`'s, then kept. Two
    /// jobs asking the same new text at once both ask (the lock is not
    /// held while a program runs).
    pub fn answer(&self, contents: &[u8], ask: impl FnOnce() -> T) -> T {
        let key = key(contents);
        if let Some(answer) = self.lock().get(&key) {
            return answer.clone();
        }
        let answer = ask();
        self.lock().insert(key, answer.clone());
        answer
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<(usize, u64), T>> {
        self.answers.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn key(contents: &[u8]) -> (usize, u64) {
    let mut hasher = DefaultHasher::new();
    contents.hash(&mut hasher);
    (contents.len(), hasher.finish())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn a_text_is_asked_once_and_the_known_one_never() {
        let memo = Memo::knowing(b"original", 0);
        let asked = Cell::new(0);
        let ask = |n| {
            asked.set(asked.get() + 1);
            n
        };
        assert_eq!(memo.answer(b"original", || ask(9)), 0);
        assert_eq!(memo.answer(b"a", || ask(1)), 1);
        assert_eq!(memo.answer(b"a", || ask(2)), 1);
        assert_eq!(memo.answer(b"b", || ask(3)), 3);
        assert_eq!(asked.get(), 2);
    }
}
