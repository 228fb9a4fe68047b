//! Reduction inside values: nested sequences, numbers, text, level by
//! level, with results checked 1-minimal at every level.

use crate::common;

use common::minimal::{one_step_smaller, Rng};
use delta_test::{DeltaDebugger, Strategy};

#[test]
fn strings_inside_a_vec_are_cut_too() {
    let input = vec!["aaxbb".to_string(), "cc".to_string()];
    let mut dd = DeltaDebugger::new(
        "check",
        |v: &Vec<String>| assert!(!v.iter().any(|s| s.contains('x')), "found an x"),
        input,
    );
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, vec!["x".to_string()]);
    assert!(min.complete);
    assert_eq!(dd.to_string(), r#"check(vec!["x"])"#);
}

#[test]
fn packets_keep_only_the_bytes_that_matter() {
    // Fails when two packets hold a byte over 100 between them.
    let packets: Vec<Vec<u8>> = (0..10u8)
        .map(|p| (0..10).map(|b| p * 10 + b).collect())
        .collect();
    let mut dd = DeltaDebugger::new(
        "parse",
        |v: &Vec<Vec<u8>>| {
            let big = v.iter().filter(|p| p.iter().any(|&b| b > 40)).count();
            assert!(big < 2, "two big packets");
        },
        packets,
    );
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, vec![vec![41], vec![41]]);
}

#[test]
fn an_integer_threshold_is_found_by_binary_search() {
    let mut dd = DeltaDebugger::new(
        "seek",
        |offset: &u64| assert!(*offset < 3, "offset too far"),
        1000,
    );
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, 3);
    // The original run, 0, 999, then a binary search of 0..999: O(log).
    assert!(min.tests <= 14, "{} tests", min.tests);
}

#[test]
fn a_float_made_an_integer_is_then_searched_as_one() {
    let mut dd = DeltaDebugger::new("f", |x: &f64| assert!(*x <= 2.5, "too far"), 1000.5);
    let min = dd.min_args().unwrap();
    // 0.0 passes, 1000.0 fails: a magnitude now, bisected down to 3.0.
    assert_eq!((min.args, min.complete), (3.0, true));
}

#[test]
fn the_chapters_algorithm_cuts_the_outer_level_then_inside() {
    let input = vec!["aaxbb".to_string(), "cc".to_string()];
    let seen = std::cell::RefCell::new(Vec::new());
    let mut dd = DeltaDebugger::new(
        "check",
        |v: &Vec<String>| {
            seen.borrow_mut().push(v.clone());
            assert!(!v.iter().any(|s| s.contains('x')), "found an x")
        },
        input.clone(),
    )
    .strategy(Strategy::Classic);
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, vec!["x".to_string()]);
    assert!(min.complete);
    // The chapter's rounds first, on whole strings, until the outer level
    // is 1-minimal; only then are the strings cut.
    let seen = seen.into_inner();
    let whole = |v: &Vec<String>| v.iter().all(|s| input.contains(s));
    let outer = seen.iter().take_while(|v| whole(v)).count();
    assert!(seen[..outer].contains(&vec!["aaxbb".to_string()]));
    assert!(seen[outer..].iter().all(|v| v.len() == 1 && !whole(v)));
}

#[test]
fn equal_candidates_run_once() {
    let seen = std::cell::RefCell::new(Vec::new());
    let mut dd = DeltaDebugger::new(
        "quotes",
        |s: &String| {
            seen.borrow_mut().push(s.clone());
            assert!(s.len() < 6, "too many quotes");
        },
        "''''''".to_string(),
    );
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, "''''''");
    // Each of the six one-quote cuts is the same string: it runs once.
    let mut runs = seen.into_inner();
    assert_eq!(runs.len(), min.tests);
    runs.sort();
    runs.dedup();
    assert_eq!(runs.len(), min.tests, "a string ran twice");
}

type Row = (String, Vec<u8>, Option<u32>, bool);

#[test]
fn nested_results_are_one_minimal_at_every_level_by_brute_force() {
    // Fails when the rows hold, between them, an 'x', a byte of 7 or more
    // and a number over 40 (not all in one row), or a `true` and a 'y'.
    let fails = |rows: &Vec<Row>| {
        let x = rows.iter().any(|r| r.0.contains('x'));
        let byte = rows.iter().any(|r| r.1.iter().any(|&b| b >= 7));
        let number = rows.iter().any(|r| r.2.is_some_and(|n| n > 40));
        let flag = rows.iter().any(|r| r.3) && rows.iter().any(|r| r.0.contains('y'));
        (x && byte && number) || flag
    };
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut reduced = 0;
    for _ in 0..150 {
        let rows: Vec<Row> = (0..rng.below(6) + 1)
            .map(|_| {
                let text: String = (0..rng.below(8))
                    .map(|_| b"abxy z\n"[rng.below(7) as usize] as char)
                    .collect();
                let bytes = (0..rng.below(5)).map(|_| rng.below(12) as u8).collect();
                let number = (rng.below(3) > 0).then(|| rng.below(100) as u32);
                (text, bytes, number, rng.below(4) == 0)
            })
            .collect();
        if !fails(&rows) {
            continue;
        }
        let mut dd = DeltaDebugger::new("rows", |r: &Vec<Row>| assert!(!fails(r), "rows"), rows);
        let min = dd.min_args().unwrap();
        assert!(min.complete);
        assert!(fails(&min.args));
        for smaller in one_step_smaller(&min.args) {
            assert!(!fails(&smaller), "{:?} is smaller and fails too", smaller);
        }
        reduced += 1;
    }
    assert!(reduced > 30, "only {reduced} inputs failed");
}

#[test]
fn text_is_cut_by_lines_and_words_before_characters() {
    let text: String = (0..500)
        .map(|i| format!("line {i}: some words here\n"))
        .collect();
    let fails = |text: &str| text.contains("ne 123: so") && text.contains("377: some w");
    let tried = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let record = Record(tried.clone());
    let mut dd = DeltaDebugger::new(
        "parse",
        |t: &String| assert!(!fails(t), "bad"),
        text.clone(),
    )
    .observer(record);
    let min = dd.min_args().unwrap();
    // 1-minimal at the character level.
    assert_eq!(min.args, "ne 123: so377: some w");
    // The first cuts keep whole lines.
    let tried = tried.lock().unwrap();
    let whole_lines = |call: &String| {
        let text = call.trim_start_matches("parse(\"").trim_end_matches("\")");
        text.split("\\n")
            .all(|line| line.is_empty() || line.ends_with(": some words here"))
    };
    assert!(tried.len() > 20, "{} tests", tried.len());
    if let Some(cut) = tried[..10].iter().find(|call| !whole_lines(call)) {
        panic!("a cut inside a line: {}", &cut[..cut.len().min(200)]);
    }
    // The same text as characters, with no lines or words to cut first
    // (and each character tried as an 'a' too).
    let chars: Vec<char> = text.chars().collect();
    let as_chars = |c: &Vec<char>| fails(&c.iter().collect::<String>());
    let mut flat = DeltaDebugger::new("parse", |c: &Vec<char>| assert!(!as_chars(c), "bad"), chars);
    let flat = flat.min_args().unwrap();
    assert_eq!(flat.args.iter().collect::<String>(), min.args);
    assert!(
        min.tests < flat.tests,
        "{} tests; as chars: {}",
        min.tests,
        flat.tests
    );
}

#[test]
fn a_text_level_left_with_one_part_spends_no_test() {
    // The crash is inside one line of forty: once the lines are cut to that
    // one, all a line level could still try is the empty text, which the
    // character level decides for itself (it keeps two characters here and
    // never needs it).
    let text: String = (0..40)
        .map(|i| match i {
            29 => "x(y)z\n".to_string(),
            i => format!("line{i}\n"),
        })
        .collect();
    let tried = std::cell::RefCell::new(Vec::new());
    let mut dd = DeltaDebugger::new(
        "parse",
        |t: &String| {
            tried.borrow_mut().push(t.clone());
            assert!(!parens(t), "bad");
        },
        text,
    );
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, "()");
    let tried = tried.into_inner();
    assert!(!tried.contains(&String::new()), "{tried:?}");
}

#[test]
fn a_line_without_spaces_costs_what_its_characters_cost() {
    // No line break, no space: no coarser level has two parts to try, so
    // the text costs exactly what its characters as atoms cost.
    let mut rng = Rng(7);
    let mut text: Vec<char> = (0..2000)
        .map(|_| char::from(b'a' + rng.below(26) as u8))
        .collect();
    text[700] = '(';
    text[1300] = ')';
    let as_text = |t: &String| assert!(!parens(t), "bad");
    let mut dd = DeltaDebugger::new("parse", as_text, text.iter().collect::<String>());
    let min = dd.min_args().unwrap();
    let atoms: Vec<Atom> = text.into_iter().map(Atom).collect();
    let as_atoms =
        |a: &Vec<Atom>| assert!(!parens(&a.iter().map(|a| a.0).collect::<String>()), "bad");
    let mut flat = DeltaDebugger::new("parse", as_atoms, atoms);
    let flat = flat.min_args().unwrap();
    assert_eq!(min.args, "()");
    assert_eq!(min.tests, flat.tests);
}

/// A `(` before a `)`.
fn parens(text: &str) -> bool {
    text.find('(')
        .is_some_and(|open| text[open..].contains(')'))
}

/// A character kept whole: cut as a part, never made simpler.
#[derive(Clone)]
struct Atom(char);

impl delta_test::Reduce for Atom {}

impl delta_test::Literal for Atom {
    fn write_rust(
        &self,
        out: &mut dyn std::fmt::Write,
        style: delta_test::Style,
    ) -> std::fmt::Result {
        self.0.write_rust(out, style)
    }
}

/// Records the calls tested.
struct Record(std::sync::Arc<std::sync::Mutex<Vec<String>>>);

impl delta_test::Observer for Record {
    fn event(&mut self, event: &delta_test::Event<'_>) {
        if let delta_test::Event::Tested {
            number: Some(_),
            call,
            ..
        } = event
        {
            self.0.lock().unwrap().push(call.to_string());
        }
    }
}

/// A list whose groups can be unwrapped in place, as a module's items are
/// moved into the file that holds it: `[1, [2, 3]]` can become
/// `[1, 2, 3]`.
#[derive(Clone, Debug, PartialEq)]
enum Entry {
    Leaf(u32),
    Group(Vec<u32>),
}

#[derive(Clone, Debug, PartialEq)]
struct Entries(Vec<Entry>);

impl delta_test::Reduce for Entries {
    fn sequences(&self) -> Vec<delta_test::Sequence> {
        vec![delta_test::Sequence::here(self.0.len())]
    }

    fn keep(&self, path: &[usize], kept: &delta_test::Subset) -> Self {
        assert!(path.is_empty(), "one list");
        let kept = self.0.iter().enumerate().filter(|(i, _)| kept.contains(*i));
        Entries(kept.map(|(_, entry)| entry.clone()).collect())
    }

    /// The list: its entries to cut, and each group to unwrap; a leaf: its
    /// number, made smaller.
    fn places(&self, path: &[usize]) -> Vec<delta_test::Place> {
        match path {
            [] => {
                let groups = self.groups().len();
                let mut places = vec![delta_test::Place::parts(self.0.len())];
                if groups > 0 {
                    places.push(delta_test::Place::Choices { count: groups });
                }
                places
            }
            [i] => match self.0.get(*i) {
                Some(Entry::Leaf(n)) if *n > 0 => vec![delta_test::Place::Magnitude {
                    magnitude: u128::from(*n),
                }],
                _ => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        match path {
            [] => (0..self.0.len()).collect(),
            _ => Vec::new(),
        }
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        let mut entries = self.0.clone();
        match path {
            [] => {
                let at = self.groups()[to as usize];
                let Entry::Group(inside) = entries.remove(at) else {
                    unreachable!("a group")
                };
                let leaves = inside.into_iter().map(Entry::Leaf);
                entries.splice(at..at, leaves);
            }
            [i] => entries[*i] = Entry::Leaf(to as u32),
            _ => unreachable!("two levels"),
        }
        Entries(entries)
    }
}

impl Entries {
    fn groups(&self) -> Vec<usize> {
        let groups = self.0.iter().enumerate();
        groups
            .filter(|(_, entry)| matches!(entry, Entry::Group(_)))
            .map(|(i, _)| i)
            .collect()
    }
}

impl delta_test::Literal for Entries {
    fn write_rust(
        &self,
        out: &mut dyn std::fmt::Write,
        _style: delta_test::Style,
    ) -> std::fmt::Result {
        write!(out, "{:?}", self.0)
    }
}

#[test]
fn entries_a_choice_brings_into_a_list_are_cut_before_they_are_simplified() {
    // One group of 64 numbers, one of which (the 7) fails, in the group
    // or out of it.
    let input = Entries(vec![Entry::Group((1..=64).collect())]);
    let seven = |entry: &Entry| match entry {
        Entry::Leaf(n) => *n == 7,
        Entry::Group(inside) => inside.contains(&7),
    };
    let mut dd = DeltaDebugger::new(
        "sevens",
        |e: &Entries| assert!(!e.0.iter().any(seven), "a seven"),
        input,
    );
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, Entries(vec![Entry::Leaf(7)]));
    // The unwrapped list is cut at once (about 2 log2 64 tests); shrinking
    // each of the 64 numbers first would take two tests or more each.
    assert!(min.tests <= 30, "{} tests", min.tests);
}

/// A document of numbers and lists, as a JSON file is to `cargo delta`: a
/// list can become any value nested in it.
#[derive(Clone, Debug, PartialEq, delta_test::Reduce, delta_test::Literal)]
enum Doc {
    Num(u32),
    List(Vec<Doc>),
}

#[test]
fn a_wide_value_is_cut_before_it_is_replaced_by_what_it_holds() {
    // 200 lists of one number; only the 137 fails.
    let input = Doc::List((0..200).map(|n| Doc::List(vec![Doc::Num(n)])).collect());
    fn has_137(doc: &Doc) -> bool {
        match doc {
            Doc::Num(n) => *n == 137,
            Doc::List(items) => items.iter().any(has_137),
        }
    }
    let mut dd = DeltaDebugger::new("docs", |d: &Doc| assert!(!has_137(d), "137"), input);
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, Doc::Num(137));
    // Cut first, the root keeps one list in about 2 log2 200 tests, and
    // then becomes the number inside it; its 400 nested values tried in
    // its place, one test each, would reach the 137 after 137 tests.
    assert!(min.tests <= 40, "{} tests", min.tests);
}

/// A function body, as `cargo delta --format rust` sees one: its
/// statements, or `loop {}` in their place.
#[derive(Clone, Debug, PartialEq, delta_test::Reduce, delta_test::Literal)]
enum Body {
    Loop,
    Stmts(Vec<u32>),
}

#[test]
fn a_value_with_few_choices_is_simplified_before_what_is_inside_it_is_cut() {
    // Fails as `loop {}`, or with the statement 7 among 100.
    let input = Body::Stmts((0..100).collect());
    let fails = |body: &Body| match body {
        Body::Loop => true,
        Body::Stmts(stmts) => stmts.contains(&7),
    };
    let mut dd = DeltaDebugger::new("bodies", |b: &Body| assert!(!fails(b), "fails"), input);
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, Body::Loop);
    // One test for the choice; cutting the 100 statements first would
    // search for the 7 (a dozen tests), all spent on statements that go.
    assert!(min.tests <= 3, "{} tests", min.tests);
}

/// Names in groups, kept in the shape a `use` tree is printed in: a group
/// whose only part is a group is that group (`{{a, b}}` is `{a, b}`).
#[derive(Clone, Debug, PartialEq)]
enum Names {
    Name(char),
    Group(Vec<Names>),
}

impl Names {
    fn at(&self, path: &[usize]) -> Option<&Names> {
        match (self, path.split_first()) {
            (_, None) => Some(self),
            (Names::Group(parts), Some((&i, rest))) => parts.get(i)?.at(rest),
            _ => None,
        }
    }

    fn at_mut(&mut self, path: &[usize]) -> &mut Names {
        match (self, path.split_first()) {
            (node, None) => node,
            (Names::Group(parts), Some((&i, rest))) => parts[i].at_mut(rest),
            _ => unreachable!("a path to a group"),
        }
    }

    /// The printer's shape, everywhere.
    fn normalized(self) -> Names {
        match self {
            Names::Group(parts) => {
                let mut parts: Vec<Names> = parts.into_iter().map(Names::normalized).collect();
                match parts.as_slice() {
                    [Names::Group(_)] => parts.remove(0),
                    _ => Names::Group(parts),
                }
            }
            name => name,
        }
    }

    fn contains(&self, c: char) -> bool {
        match self {
            Names::Name(n) => *n == c,
            Names::Group(parts) => parts.iter().any(|p| p.contains(c)),
        }
    }
}

impl delta_test::Reduce for Names {
    fn sequences(&self) -> Vec<delta_test::Sequence> {
        match self {
            Names::Group(parts) => vec![delta_test::Sequence::here(parts.len())],
            Names::Name(_) => Vec::new(),
        }
    }

    fn keep(&self, path: &[usize], kept: &delta_test::Subset) -> Self {
        let mut value = self.clone();
        if let Names::Group(parts) = value.at_mut(path) {
            let all = std::mem::take(parts);
            let left = all
                .into_iter()
                .enumerate()
                .filter(|(i, _)| kept.contains(*i));
            *parts = left.map(|(_, part)| part).collect();
        }
        value.normalized()
    }

    fn places(&self, path: &[usize]) -> Vec<delta_test::Place> {
        match self.at(path) {
            Some(Names::Group(parts)) => vec![delta_test::Place::parts(parts.len())],
            _ => Vec::new(),
        }
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        match self.at(path) {
            Some(Names::Group(parts)) => (0..parts.len())
                .filter(|&i| matches!(parts[i], Names::Group(_)))
                .collect(),
            _ => Vec::new(),
        }
    }
}

impl delta_test::Literal for Names {
    fn write_rust(
        &self,
        out: &mut dyn std::fmt::Write,
        _style: delta_test::Style,
    ) -> std::fmt::Result {
        write!(out, "{self:?}")
    }
}

#[test]
fn a_list_a_cut_leaves_in_another_shape_is_cut_again() {
    use Names::{Group, Name};
    // `{{a, b}, c}`: cut to `{{a, b}}`, which is `{a, b}`, a list the cut
    // did not search.
    let input = Group(vec![Group(vec![Name('a'), Name('b')]), Name('c')]);
    let mut dd = DeltaDebugger::new("names", |n: &Names| assert!(!n.contains('b'), "b"), input);
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, Group(vec![Name('b')]));
}

/// Three lists, the third walked late ([`Reduce::late`]): `(A, C, B)`.
#[derive(Clone, Debug, PartialEq, delta_test::Literal)]
struct LateLast((Vec<u32>, Vec<u32>, Vec<u32>));

impl delta_test::Reduce for LateLast {
    fn sequences(&self) -> Vec<delta_test::Sequence> {
        self.0.sequences()
    }
    fn keep(&self, path: &[usize], kept: &delta_test::Subset) -> Self {
        LateLast(self.0.keep(path, kept))
    }
    fn places(&self, path: &[usize]) -> Vec<delta_test::Place> {
        self.0.places(path)
    }
    fn inner(&self, path: &[usize]) -> Vec<usize> {
        self.0.inner(path)
    }
    fn simplify(&self, path: &[usize], to: u128) -> Self {
        LateLast(self.0.simplify(path, to))
    }
    fn late(&self, path: &[usize]) -> bool {
        path.first() == Some(&2)
    }
}

#[test]
fn a_late_value_waits_for_a_pass_that_changed_nothing_before_it() {
    // Fails with a 7 in A and a 9 in B, and needs a 3 in A while C holds
    // a 5. The first pass cuts A to [3, 7], then C to nothing; B waits,
    // as the pass changed A and C. The next pass cuts A to [7] (C no
    // longer needs the 3), then B, which waits one pass at most: every
    // cut of B is asked with A at [7], never with the 3 that a cut
    // around it took.
    let seen = std::cell::RefCell::new(Vec::new());
    let test = |v: &LateLast| {
        let (a, c, b) = &v.0;
        seen.borrow_mut().push(v.clone());
        let needs_three = c.contains(&5) && !a.contains(&3);
        assert!(
            !(a.contains(&7) && b.contains(&9) && !needs_three),
            "the bug"
        );
    };
    let lists = (vec![1, 3, 4, 7, 8], vec![5, 6], (1..=10).collect());
    let mut dd = DeltaDebugger::new("check", test, LateLast(lists));
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, LateLast((vec![7], vec![], vec![9])));
    let seen = seen.into_inner();
    let b_cut = seen.iter().filter(|v| v.0 .2.len() < 10);
    assert!(b_cut.clone().count() > 0);
    for v in b_cut {
        let a = &v.0 .0;
        assert!(
            !(a.contains(&3) && a.contains(&7)),
            "B cut before A was: {v:?}"
        );
    }
}
