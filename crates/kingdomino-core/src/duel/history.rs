//! How a game went, turn by turn: both scores and both spellbooks at the end of each turn, and
//! the turns where the lead moved most.

use crate::table::{Record, ReplayError};

use super::ruleset::RuleSet;
use super::seat::SeatNumber;
use super::state::{GameState, LineProgress};
use crate::duel::Duel;

/// Where the game stood once a turn was over (its spellbook filled).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnEnd {
    /// The turn just over, from 1.
    pub turn: u32,
    pub scores: [u32; 2],
    /// Squares each player holds in the spellbook race: those of open lines, a whole line for
    /// a power gained; a line struck out counts for nothing.
    pub spell_squares: [u32; 2],
}

/// A turn where the lead moved: `seat` gained `points` on the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Swing {
    pub turn: u32,
    pub seat: SeatNumber,
    pub points: u32,
}

/// Every finished turn of the record (the last one too when the game is over).
pub fn turn_by_turn(
    rules: &RuleSet,
    record: &Record<Duel>,
) -> Result<Vec<TurnEnd>, ReplayError<Duel>> {
    let mut ends = Vec::new();
    let mut turn = 1;
    record.replay_visiting(rules, |_, state| {
        if state.turn() != turn || state.is_over() {
            ends.push(turn_end(rules, state, turn));
            turn = state.turn();
        }
    })?;
    Ok(ends)
}

fn turn_end(rules: &RuleSet, state: &GameState, turn: u32) -> TurnEnd {
    let scores = state.scores(rules).map(|summary| summary.total);
    let spell_squares = SeatNumber::BOTH.map(|seat| {
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
    });
    TurnEnd {
        turn,
        scores,
        spell_squares,
    }
}

/// The `count` turns where the lead moved most, the biggest first (the earlier on a tie);
/// turns where it did not move are left out.
pub fn biggest_swings(ends: &[TurnEnd], count: usize) -> Vec<Swing> {
    let lead = |end: &TurnEnd| i64::from(end.scores[0]) - i64::from(end.scores[1]);
    let mut before = 0;
    let mut swings: Vec<Swing> = ends
        .iter()
        .filter_map(|end| {
            let moved = lead(end) - before;
            before = lead(end);
            (moved != 0).then(|| Swing {
                turn: end.turn,
                seat: if moved < 0 {
                    SeatNumber::SECOND
                } else {
                    SeatNumber::FIRST
                },
                points: moved.unsigned_abs() as u32,
            })
        })
        .collect();
    swings.sort_by(|a, b| b.points.cmp(&a.points).then(a.turn.cmp(&b.turn)));
    swings.truncate(count);
    swings
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
    fn each_turn_ends_once_and_the_last_holds_the_final_scores() {
        let (rules, record, end) = played_record(4);
        let ends = turn_by_turn(&rules, &record).unwrap();
        let turns: Vec<u32> = ends.iter().map(|end| end.turn).collect();
        assert_eq!(turns, (1..=end.turn()).collect::<Vec<_>>());
        let last = ends.last().unwrap();
        assert_eq!(last.scores, end.scores(&rules).map(|summary| summary.total));
        assert!(ends.iter().any(|end| end.spell_squares != [0, 0]));
    }

    #[test]
    fn the_biggest_swings_are_the_largest_changes_of_the_lead() {
        let end = |turn, scores| TurnEnd {
            turn,
            scores,
            spell_squares: [0, 0],
        };
        let ends = [
            end(1, [2, 0]),
            end(2, [2, 9]),
            end(3, [2, 9]),
            end(4, [12, 10]),
        ];
        let swings = biggest_swings(&ends, 2);
        let swing = |turn, seat, points| Swing { turn, seat, points };
        assert_eq!(
            swings,
            [
                swing(2, SeatNumber::SECOND, 9),
                swing(4, SeatNumber::FIRST, 9)
            ]
        );
        assert_eq!(biggest_swings(&ends, 9).len(), 3, "turn 3 moved nothing");
    }
}
