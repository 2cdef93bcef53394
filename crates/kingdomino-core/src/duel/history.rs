//! How a Duel went beside its scores (`Record::totals_by_moment` has those): both spellbooks at
//! the end of each turn, the last one's at the game's end.

use crate::table::{Record, ReplayError};

use super::ruleset::RuleSet;
use super::seat::SeatNumber;
use super::state::{GameState, LineProgress};
use crate::duel::Duel;

/// The squares each player held in the spellbook race at the end of each turn (the last one
/// too when the game is over): those of open lines, a whole line for a power gained; a line
/// struck out counts for nothing.
pub fn spellbook_by_turn(
    rules: &RuleSet,
    record: &Record<Duel>,
) -> Result<Vec<[u32; 2]>, ReplayError<Duel>> {
    let mut ends = Vec::new();
    let mut turn = 1;
    record.replay_visiting(rules, |_, state| {
        if state.turn() != turn || state.is_over() {
            ends.push(spell_squares(rules, state));
            turn = state.turn();
        }
    })?;
    Ok(ends)
}

fn spell_squares(rules: &RuleSet, state: &GameState) -> [u32; 2] {
    SeatNumber::BOTH.map(|seat| {
        state
            .player(seat)
            .lines
            .iter()
            .zip(rules.spell_lines())
            .map(|(progress, line)| match progress {
                LineProgress::Filling(filled) => u32::from(*filled),
                LineProgress::Gained { .. } => u32::from(line.length),
                LineProgress::StruckOut => 0,
            })
            .sum()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel::NoOptions;

    /// A whole game of varied legal actions (each the engine's `n`-th, `n` going round).
    fn played_record(seed: u64) -> (RuleSet, Record<Duel>, GameState) {
        let rules = RuleSet::builtin();
        let mut state = GameState::new(&rules, seed);
        let mut record = Record::<Duel>::new(&rules, NoOptions, seed);
        for turn_of_play in 0.. {
            if state.to_act().is_none() {
                break;
            }
            let count = state.legal_action_count(&rules);
            let action = state
                .nth_legal_action(&rules, (turn_of_play * 7) % count)
                .unwrap();
            state.apply_unreported(&rules, action).unwrap();
            record.actions.push(action);
        }
        (rules, record, state)
    }

    #[test]
    fn each_turn_ends_once_with_its_scores_and_spellbooks_and_the_last_at_the_end() {
        let (rules, record, end) = played_record(4);
        let totals = record.totals_by_moment(&rules);
        let spellbooks = spellbook_by_turn(&rules, &record).unwrap();
        assert_eq!(totals.len(), end.turn() as usize, "a total a turn");
        assert_eq!(spellbooks.len(), totals.len(), "a spellbook a turn");
        let last = end.scores(&rules).map(|summary| summary.total).to_vec();
        assert_eq!(totals.last(), Some(&last));
        assert!(spellbooks.iter().any(|squares| *squares != [0, 0]));
    }
}
