//! Seats are `SeatNumber`s, never bare numbers: a seat kept as a `u8` can be 2, and `seat & 1`
//! or `1 - seat` hid such a mistake instead of refusing it.

use super::{named_in_code, workspace_rust_files};

/// Ways a seat was written as a number before it had a type.
const BARE_SEATS: [&str; 8] = [
    "seat: u8",
    "seat: usize",
    "player: u8",
    "seat & 1",
    "1 - seat",
    "1 - player",
    "seat as u8",
    "seat as usize",
];

/// The bare seats of a text's code (comments left out), with their line numbers.
fn bare_seats(text: &str) -> Vec<(usize, &'static str)> {
    named_in_code(text, &BARE_SEATS, is_a_word_in)
}

/// Whether `pattern` occurs in `line` where no letter, digit or `_` runs into it.
fn is_a_word_in(line: &str, pattern: &str) -> bool {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    line.match_indices(pattern).any(|(at, _)| {
        let before = line[..at].chars().next_back().is_none_or(|c| !is_word(c));
        let after = line[at + pattern.len()..]
            .chars()
            .next()
            .is_none_or(|c| !is_word(c));
        before && after
    })
}

#[test]
fn no_seat_is_a_bare_number() {
    let files = workspace_rust_files();
    assert!(files.len() > 100, "the workspace's files were not found");
    // This file names the patterns it looks for.
    let found: Vec<String> = files
        .iter()
        .filter(|file| !file.ends_with("checks/seats.rs"))
        .flat_map(|file| {
            let text = std::fs::read_to_string(file).unwrap();
            bare_seats(&text)
                .into_iter()
                .map(move |(line, pattern)| format!("{}:{line}: {pattern}", file.display()))
        })
        .collect();
    assert!(found.is_empty(), "seats as numbers:\n{}", found.join("\n"));
}

#[test]
fn the_check_finds_a_bare_seat_and_not_a_longer_name() {
    let text = "// Once a seat: u8.\n\
                fn other(seat: u8) -> u8 { 1 - seat }\n\
                fn seats(seat_count: u8, first_seat: usize) {}\n";
    assert_eq!(bare_seats(text), vec![(2, "seat: u8"), (2, "1 - seat")]);
}
