//! Rounds (the times a reduction waits for its runs) on virtual runners:
//! each answers at once and says its run took a second, so runs ahead
//! start as for a slow test, and nothing sleeps. Rounds depend on the
//! outcomes only, never on the machine's load, so these tests can bound
//! them where a timed test could not.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use delta_test::__private::{run_silently, Candidate, Runner};
use delta_test::{
    DeltaDebugger, Error, FailureSignature, Literal, Place, Reduce, Sequence, Style, Subset,
};

/// A runner that answers at once and says the run took a second.
struct Virtual<A> {
    test: Arc<dyn Fn(&A) + Send + Sync>,
}

impl<A> Runner<A> for Virtual<A> {
    fn run(
        &mut self,
        candidate: Candidate<'_, A>,
        _timeout: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error> {
        Ok(run_silently(|| (self.test)(candidate.args)))
    }

    fn took(&self) -> Option<Duration> {
        Some(Duration::from_secs(1))
    }
}

/// A reduction's result, tests and rounds.
type Reduced<A> = (A, usize, usize);

/// Reduces `input`, which fails while `fails`, on `runners` virtual
/// runners.
fn reduce<A>(input: &A, fails: fn(&A) -> bool, runners: usize) -> Reduced<A>
where
    A: Reduce + Literal + Clone + Send + 'static,
{
    let test: Arc<dyn Fn(&A) + Send + Sync> = Arc::new(move |a: &A| assert!(!fails(a), "fails"));
    let runner = |_| {
        let test = Arc::clone(&test);
        Box::new(Virtual { test }) as Box<dyn Runner<A> + Send>
    };
    let here = Arc::clone(&test);
    let mut dd = DeltaDebugger::new("f", move |a: &A| here(a), input.clone())
        .on_runners((0..runners).map(runner).collect());
    let r = dd.min_args().expect("the input fails");
    (r.args, r.tests, r.rounds)
}

/// Sixteen rows of bytes, each a marker `#i#` the test needs.
fn marker_rows() -> Vec<Vec<u8>> {
    (0..16).map(|i| format!("#{i:02}#").into_bytes()).collect()
}

/// Whether every marker `#i#` is within one row.
fn all_markers(rows: &[Vec<u8>]) -> bool {
    (0..16).all(|i| {
        let marker = format!("#{i:02}#");
        let marker = marker.as_bytes();
        rows.iter()
            .any(|r| r.windows(marker.len()).any(|w| w == marker))
    })
}

#[test]
fn bytes_lowered_in_turn_wait_only_for_questions_not_run_ahead() {
    // Every byte is needed: each is lowered to 0, then to one less, both
    // passing. The next bytes' questions run ahead of each byte's; a
    // byte whose two questions ran ahead so costs no round (it cost one
    // for its own lowering's guesses, never asked: two questions a round).
    let rows = marker_rows();
    let one = reduce(&rows, |r| all_markers(r), 1);
    let eight = reduce(&rows, |r| all_markers(r), 8);
    assert_eq!((&one.0, one.1), (&eight.0, eight.1));
    assert!(
        eight.2 * 5 <= one.2,
        "{} rounds with eight runners, {} with one",
        eight.2,
        one.2
    );
}

/// Lines that count how many values of them were built (a part cut or a
/// value simplified, at any level): what planning ahead costs the jobs
/// waiting for it, beside writing and hashing each for its key.
#[derive(Clone, Debug)]
struct Counted {
    lines: Vec<String>,
    built: Arc<AtomicUsize>,
}

impl Counted {
    fn with(&self, lines: Vec<String>) -> Counted {
        self.built.fetch_add(1, Ordering::Relaxed);
        let built = Arc::clone(&self.built);
        Counted { lines, built }
    }
}

impl Reduce for Counted {
    fn sequences(&self) -> Vec<Sequence> {
        self.lines.sequences()
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        self.with(self.lines.keep(path, kept))
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        self.lines.places(path)
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        self.lines.inner(path)
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        self.with(self.lines.simplify(path, to))
    }
}

impl Literal for Counted {
    fn write_rust(&self, out: &mut dyn std::fmt::Write, style: Style) -> std::fmt::Result {
        self.lines.write_rust(out, style)
    }
}

#[test]
fn planning_ahead_builds_about_the_candidates_it_runs() {
    // Noise lines, and sixteen lines that each hold a marker amid noise:
    // the list is cut, then each kept line as a site, the sites' next
    // questions run ahead of the one asked; the searches' own guesses
    // fill the jobs left. Building guesses that find no job, or a value
    // again for each question a probe into a site walks past (answered
    // already), cost several values per candidate run.
    let lines: Vec<String> = (0..160)
        .map(|i| match i % 10 {
            3 => format!("noise {i} #{:02}# more noise", i / 10),
            _ => format!("noise line {i}"),
        })
        .collect();
    fn markers(c: &Counted) -> bool {
        (0..16).all(|i| {
            let marker = format!("#{i:02}#");
            c.lines.iter().any(|l| l.contains(&marker))
        })
    }
    let built = Arc::new(AtomicUsize::new(0));
    let input = Counted {
        lines,
        built: Arc::clone(&built),
    };
    let test: Arc<dyn Fn(&Counted) + Send + Sync> =
        Arc::new(move |c: &Counted| assert!(!markers(c), "fails"));
    let runner = |_| {
        let test = Arc::clone(&test);
        Box::new(Virtual { test }) as Box<dyn Runner<Counted> + Send>
    };
    let here = Arc::clone(&test);
    let mut dd = DeltaDebugger::new("f", move |c: &Counted| here(c), input)
        .on_runners((0..8).map(runner).collect());
    let r = dd.min_args().expect("the input fails");
    assert!(markers(&r.args));
    let runs = r.tests + r.speculative;
    let built = built.load(Ordering::Relaxed);
    assert!(
        built <= 3 * runs,
        "{built} values built for {runs} runs ({} tests, {} rounds)",
        r.tests,
        r.rounds
    );
}

#[test]
fn joins_run_ahead_of_the_join_asked() {
    // Sixteen strings, each a marker the test needs within one string:
    // after the cuts, every neighbour is joined on, fifteen joins one
    // after the other. The next joins run ahead as guesses, so eight
    // runners ask them several at a time.
    fn markers(lines: &[String]) -> bool {
        (0..16).all(|i| lines.iter().any(|l| l.contains(&format!("#{i:02}#"))))
    }
    let lines: Vec<String> = (0..16).map(|i| format!("#{i:02}#")).collect();
    let one = reduce(&lines, |l| markers(l), 1);
    let eight = reduce(&lines, |l| markers(l), 8);
    assert_eq!(one.0.len(), 1, "joined into one: {:?}", one.0);
    assert_eq!((&one.0, one.1), (&eight.0, eight.1));
    // 42 rounds (277 with one runner); 54 with each join waiting for the
    // one before.
    assert!(
        eight.2 <= 45,
        "{} rounds with eight runners, {} with one",
        eight.2,
        one.2
    );
}

/// A value kept whole: a list of them is cut, never the values.
#[derive(Clone, Debug, PartialEq)]
struct Atom(u32);

impl Reduce for Atom {}

impl Literal for Atom {
    fn write_rust(&self, out: &mut dyn std::fmt::Write, style: Style) -> std::fmt::Result {
        self.0.write_rust(out, style)
    }
}

/// Two lists: a derived struct of lists.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
struct Pair {
    head: Vec<Atom>,
    tail: Vec<Atom>,
}

/// The atoms [`Pair`]'s test needs in its head and in its tail.
const HEAD: [u32; 6] = [3, 40, 77, 120, 151, 190];
const TAIL: [u32; 6] = [205, 260, 299, 333, 350, 398];

/// Set once the tail was cut while the head was whole.
static TAIL_BESIDE_WHOLE_HEAD: AtomicBool = AtomicBool::new(false);

#[test]
fn a_structs_long_lists_are_sites_searched_at_once() {
    // Two lists of 200 atoms, six needed in each. The two fields are
    // sites of one pass: the tail's search asks about the struct as it
    // was, the head whole, so its questions run beside the head's
    // search. Walked in turn, the tail's questions waited for the head's
    // result: 34 rounds of eight runners where this takes 31, at the cost
    // of the combination's test and of the tail's places done again on
    // it (119 tests with one runner in turn, 129 as sites).
    fn fails(p: &Pair) -> bool {
        if p.head.len() == 200 && p.tail.len() < 200 {
            TAIL_BESIDE_WHOLE_HEAD.store(true, Ordering::Relaxed);
        }
        let has = |list: &[Atom], n: &u32| list.contains(&Atom(*n));
        HEAD.iter().all(|n| has(&p.head, n)) && TAIL.iter().all(|n| has(&p.tail, n))
    }
    let pair = Pair {
        head: (0..200).map(Atom).collect(),
        tail: (200..400).map(Atom).collect(),
    };
    // One runner runs nothing ahead: every run is a question asked.
    let one = reduce(&pair, fails, 1);
    assert!(
        TAIL_BESIDE_WHOLE_HEAD.load(Ordering::Relaxed),
        "the tail was cut only once the head was"
    );
    let eight = reduce(&pair, fails, 8);
    assert_eq!(one.0.head, HEAD.map(Atom));
    assert_eq!(one.0.tail, TAIL.map(Atom));
    assert_eq!((&one.0, one.1), (&eight.0, eight.1));
    assert!(
        eight.2 <= 31,
        "{} rounds with eight runners, {} with one",
        eight.2,
        one.2
    );
}
