//! The table that ends a harness run: one row per reduced failure (the
//! harness feature). Each reduction notes its row here as it reports.

use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use super::style::Paint;
use super::Report;

/// What the summary table shows of one reduction.
pub(crate) struct Row {
    test: String,
    sizes: (usize, usize),
    tests: usize,
    elapsed: Duration,
    one_minimal: bool,
    replayed: bool,
}

/// The reductions of this run, for the summary table.
static ROWS: Mutex<Vec<Row>> = Mutex::new(Vec::new());

/// Notes a reduction (or a replay) for the summary table.
pub(crate) fn record(report: &Report) {
    ROWS.lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(Row {
            test: report.test.clone(),
            sizes: report.sizes,
            tests: report.tests,
            elapsed: report.elapsed,
            one_minimal: report.stopped.is_none(),
            replayed: report.replayed.is_some(),
        });
}

/// The rows noted so far, leaving none.
pub(crate) fn take() -> Vec<Row> {
    std::mem::take(&mut *ROWS.lock().unwrap_or_else(PoisonError::into_inner))
}

/// The table of reduced failures, or nothing when none was reduced.
pub(crate) fn table(mut rows: Vec<Row>, paint: Paint) -> String {
    if rows.is_empty() {
        return String::new();
    }
    rows.sort_by(|a, b| a.test.cmp(&b.test));
    let header = ["test", "size", "tests", "time", "1-minimal"];
    let cells: Vec<[String; 5]> = rows
        .iter()
        .map(|row| {
            let time = match row.replayed {
                true => "replayed".to_string(),
                false => format!("{:.1} ms", row.elapsed.as_secs_f64() * 1e3),
            };
            [
                row.test.clone(),
                format!("{} -> {}", row.sizes.0, row.sizes.1),
                row.tests.to_string(),
                time,
                if row.one_minimal { "yes" } else { "no" }.to_string(),
            ]
        })
        .collect();
    let widths: Vec<usize> = (0..header.len())
        .map(|column| {
            let cells = cells.iter().map(|row| row[column].chars().count());
            cells.chain([header[column].len()]).max().unwrap_or(0)
        })
        .collect();
    let line = |row: &[String]| -> String {
        let padded: Vec<String> = row
            .iter()
            .zip(&widths)
            .map(|(cell, width)| format!("{cell:width$}"))
            .collect();
        format!("  {}\n", padded.join("  ").trim_end())
    };
    let header: Vec<String> = header.iter().map(|h| h.to_string()).collect();
    let mut out = format!("\n{}\n", paint.bold("delta-test: reduced failures"));
    out.push_str(&paint.bold(&line(&header)));
    for row in &cells {
        out.push_str(&line(row));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(test: &str, one_minimal: bool, replayed: bool) -> Row {
        Row {
            test: test.into(),
            sizes: (26, 2),
            tests: 24,
            elapsed: Duration::from_micros(1300),
            one_minimal,
            replayed,
        }
    }

    #[test]
    fn the_summary_lines_up_one_row_per_reduction() {
        let rows = vec![
            row("tests::b_long_name", false, false),
            row("tests::a", true, true),
        ];
        assert_eq!(
            table(rows, Paint::plain()),
            "\ndelta-test: reduced failures\n\
             \x20 test                size     tests  time      1-minimal\n\
             \x20 tests::a            26 -> 2  24     replayed  yes\n\
             \x20 tests::b_long_name  26 -> 2  24     1.3 ms    no\n"
        );
        assert_eq!(table(Vec::new(), Paint::plain()), "");
    }
}
