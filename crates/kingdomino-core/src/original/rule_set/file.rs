//! The original game's rule set file as written (RON) and its validation into an
//! [`OriginalRules`], every problem named by its entry.

use serde::{Deserialize, Serialize};

use super::{Domino, LARGEST_KINGDOM, OriginalRules, Setup, parse_square};
use crate::kingdom::Coat;
use crate::kingdom::coats::{CoatFile, read_coats};

/// The fewest and the most players a game is set up for.
const PLAYERS: std::ops::RangeInclusive<u8> = 2..=4;
/// The most kings a player moves.
const MOST_KINGS_EACH: u8 = 2;
/// The smallest kingdom with room for a domino beside the castle and around it.
const SMALLEST_KINGDOM: u8 = 3;

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct OriginalRulesFile {
    id: String,
    terrains: Vec<CoatFile>,
    /// Each domino's number and its two squares' codes (`"f* w"`).
    dominoes: Vec<(u32, String)>,
    kingdom: u32,
    setups: Vec<Setup>,
    mighty_duel: MightyDuelFile,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MightyDuelFile {
    kingdom: u32,
    setup: Setup,
}

impl OriginalRulesFile {
    pub(super) fn validate(self) -> Result<OriginalRules, Vec<String>> {
        let mut problems = Vec::new();
        if self.id.trim().is_empty() {
            problems.push("id: must not be empty".to_string());
        }
        let terrains = read_coats(&self.terrains, "terrain", &mut problems);
        let dominoes = read_dominoes(&self.dominoes, &terrains, &mut problems);
        let kingdom = read_kingdom("kingdom", self.kingdom, &mut problems);
        let mighty_duel_kingdom = read_kingdom(
            "mighty_duel: kingdom",
            self.mighty_duel.kingdom,
            &mut problems,
        );
        if self.setups.is_empty() {
            problems.push("setups: there must be at least one".to_string());
        }
        for (i, setup) in self.setups.iter().enumerate() {
            let entry = format!("setup {} ({} players)", i + 1, setup.players);
            check_setup(&entry, setup, self.dominoes.len(), &mut problems);
            if self.setups[..i]
                .iter()
                .any(|other| other.players == setup.players)
            {
                problems.push(format!("{entry}: an earlier setup is for as many players"));
            }
        }
        let mighty_duel = self.mighty_duel.setup;
        check_setup(
            "mighty_duel",
            &mighty_duel,
            self.dominoes.len(),
            &mut problems,
        );
        if mighty_duel.players != 2 {
            problems.push(format!(
                "mighty_duel: is a game for 2 players, not {}",
                mighty_duel.players
            ));
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        let mut setups = self.setups;
        setups.sort_by_key(|setup| setup.players);
        Ok(OriginalRules {
            id: self.id,
            terrains,
            dominoes,
            kingdom,
            setups,
            mighty_duel_kingdom,
            mighty_duel,
        })
    }
}

/// The dominoes, ordered by number: each numbered once from 1 to 255, with two squares of
/// known terrains.
fn read_dominoes(
    written: &[(u32, String)],
    terrains: &[Coat],
    problems: &mut Vec<String>,
) -> Vec<Domino> {
    if written.is_empty() || written.len() > usize::from(u8::MAX) {
        problems.push(format!(
            "dominoes: there are {}, there must be from 1 to 255",
            written.len()
        ));
    }
    let mut dominoes = Vec::new();
    for (i, (number, squares)) in written.iter().enumerate() {
        let entry = format!("domino {} (number {number})", i + 1);
        if !(1..=u32::from(u8::MAX)).contains(number) {
            problems.push(format!("{entry}: the number must be from 1 to 255"));
        }
        if written[..i].iter().any(|(other, _)| other == number) {
            problems.push(format!("{entry}: an earlier domino has this number"));
        }
        let codes: Vec<&str> = squares.split_whitespace().collect();
        if codes.len() != 2 {
            problems.push(format!(
                "{entry}: `{squares}` must be two squares' codes, such as `f* w`"
            ));
            continue;
        }
        let mut read = codes.iter().map(|code| parse_square(code, terrains));
        match (read.next(), read.next()) {
            (Some(Ok(first)), Some(Ok(second))) => dominoes.push(Domino {
                number: (*number).min(u32::from(u8::MAX)) as u8,
                squares: [first, second],
            }),
            (first, second) => {
                for problem in [first, second]
                    .into_iter()
                    .flatten()
                    .filter_map(Result::err)
                {
                    problems.push(format!("{entry}: {problem}"));
                }
            }
        }
    }
    dominoes.sort_by_key(|domino| domino.number);
    dominoes
}

/// A kingdom's side: from the smallest with room to grow to the largest the engine holds.
fn read_kingdom(entry: &str, side: u32, problems: &mut Vec<String>) -> u8 {
    if !(u32::from(SMALLEST_KINGDOM)..=u32::from(LARGEST_KINGDOM)).contains(&side) {
        problems.push(format!(
            "{entry}: {side} squares a side, it must be from {SMALLEST_KINGDOM} to \
             {LARGEST_KINGDOM}"
        ));
    }
    side.clamp(u32::from(SMALLEST_KINGDOM), u32::from(LARGEST_KINGDOM)) as u8
}

/// A set-up deals whole lines, one domino a king, from the dominoes written (a domino
/// refused for its squares is named on its own, not again by every set-up).
fn check_setup(entry: &str, setup: &Setup, domino_count: usize, problems: &mut Vec<String>) {
    if !PLAYERS.contains(&setup.players) {
        problems.push(format!(
            "{entry}: {} players, a game is for {} to {}",
            setup.players,
            PLAYERS.start(),
            PLAYERS.end()
        ));
    }
    if !(1..=MOST_KINGS_EACH).contains(&setup.kings_each) {
        problems.push(format!(
            "{entry}: {} kings each, a player moves 1 or {MOST_KINGS_EACH}",
            setup.kings_each
        ));
        return;
    }
    let line = usize::from(setup.players) * usize::from(setup.kings_each);
    let dominoes = usize::from(setup.dominoes);
    if dominoes > domino_count {
        problems.push(format!(
            "{entry}: uses {dominoes} dominoes, there are {domino_count}"
        ));
    }
    if line == 0 || dominoes < 2 * line || dominoes % line != 0 {
        problems.push(format!(
            "{entry}: {dominoes} dominoes are not two or more whole lines of {line} (one a \
             king)"
        ));
    }
}
