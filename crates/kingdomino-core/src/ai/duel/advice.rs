//! Why a move is good, in facts a player can check on the table: the points it adds, the
//! spellbook line it brings nearer its power, the crosses of the die it takes.

use super::evaluate::rank_actions;
use crate::duel::scoring::summarize;
use crate::duel::state::LineProgress;
use crate::duel::{Action, Face, GameState, Power, RuleSet, SeatNumber, Step};
use crate::kingdom::CoatId;

/// A move and why: the hint's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    pub action: Action,
    /// The most telling first; at most [`MOST_REASONS`].
    pub reasons: Vec<Reason>,
    /// The share of the Expert's imagined games this move won, when it had to choose.
    pub win_share: Option<f32>,
}

/// How many reasons a hint gives: one line's worth.
pub const MOST_REASONS: usize = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The map's score changes by this much once the move (and the turn's drawing it leads
    /// to) is done.
    Points(i32),
    /// This line of the spellbook comes within `squares_left` of its power (0: gained).
    LineNearPower {
        coat: CoatId,
        power: Power,
        squares_left: u8,
    },
    /// The die taken carries crosses of this coat.
    Crosses { coat: CoatId, crosses: u8 },
    /// The die taken is a joker: its coat is chosen where it is drawn.
    Joker,
    /// Nothing fits without a power; passing keeps them for a better turn.
    KeepsPowers,
}

/// Why `action` is a good move for the player to act at `state`. The turn is followed through
/// that player's own next decisions (a castle bonus leads to a drawing, a joker to its coat),
/// taken at Normal's judgement, so the points are those the move leads to.
pub fn explain(
    rules: &RuleSet,
    state: &GameState,
    action: Action,
    win_share: Option<f32>,
) -> Advice {
    let mut reasons = Vec::new();
    if let Some(seat) = state.to_act() {
        let after = follow_own_turn(rules, state, action, seat);
        let points = map_points(rules, &after, seat) - map_points(rules, state, seat);
        if points != 0 {
            reasons.push(Reason::Points(points));
        }
        let fills_spellbook = action != Action::Pass || rules.options().spellbook_without_drawing;
        if fills_spellbook {
            reasons.extend(lines_brought_nearer(rules, state, &after, seat));
        }
        reasons.extend(dice_taken(rules, state, action));
        if action == Action::Pass && state.legal_action_count(rules) > 1 {
            reasons.push(Reason::KeepsPowers);
        }
    }
    reasons.truncate(MOST_REASONS);
    Advice {
        action,
        reasons,
        win_share,
    }
}

/// The state after `action` and the seat's own decisions that finish its drawing.
fn follow_own_turn(
    rules: &RuleSet,
    state: &GameState,
    action: Action,
    seat: SeatNumber,
) -> GameState {
    let mut after = state.clone();
    if after.apply_unreported(rules, action).is_err() {
        return state.clone();
    }
    while after.to_act() == Some(seat)
        && after.turn() == state.turn()
        && matches!(
            after.step(),
            Step::Fill { .. } | Step::ChooseJokerCoat { .. }
        )
    {
        let Some(&(next, _)) = rank_actions(rules, &after).first() else {
            break;
        };
        if after.apply_unreported(rules, next).is_err() {
            break;
        }
    }
    after
}

fn map_points(rules: &RuleSet, state: &GameState, seat: SeatNumber) -> i32 {
    let player = state.player(seat);
    summarize(rules, &player.map, player.bonus_coat).total as i32
}

/// The lines whose squares, counting the dice the player holds (filled once both players
/// drew), come nearer their power, nearest first.
fn lines_brought_nearer(
    rules: &RuleSet,
    before: &GameState,
    after: &GameState,
    seat: SeatNumber,
) -> Vec<Reason> {
    let held_before = squares_with_held_dice(rules, before, seat);
    let held_after = squares_with_held_dice(rules, after, seat);
    let mut nearer: Vec<Reason> = rules
        .spell_lines()
        .iter()
        .enumerate()
        .filter(|&(index, _)| held_after[index] > held_before[index])
        .map(|(index, line)| Reason::LineNearPower {
            coat: line.coat,
            power: line.power,
            squares_left: line.length.saturating_sub(held_after[index]),
        })
        .collect();
    nearer.sort_by_key(|reason| match reason {
        Reason::LineNearPower { squares_left, .. } => *squares_left,
        _ => u8::MAX,
    });
    nearer
}

/// Each open line's filled squares, with one more for each held die that will fill it.
fn squares_with_held_dice(rules: &RuleSet, state: &GameState, seat: SeatNumber) -> Vec<u8> {
    let player = state.player(seat);
    let mut squares: Vec<u8> = player
        .lines
        .iter()
        .map(|progress| match progress {
            LineProgress::Filling(filled) => *filled,
            _ => 0,
        })
        .collect();
    squares.resize(rules.spell_lines().len(), 0);
    for die in player.domino.iter().flatten() {
        if let Some(index) = GameState::spell_line_filled_by(rules, *die)
            && matches!(player.lines[index], LineProgress::Filling(_))
        {
            squares[index] += 1;
        }
    }
    squares
}

/// What the dice taken in a draft carry.
fn dice_taken(rules: &RuleSet, state: &GameState, action: Action) -> Vec<Reason> {
    let dice: &[u8] = match &action {
        Action::TakeDie { die } => std::slice::from_ref(die),
        Action::TakeTwoDice { dice } => dice,
        _ => &[],
    };
    dice.iter()
        .filter_map(|&die| {
            let face = state.shown_face(rules, die)?;
            match face {
                Face::Joker => Some(Reason::Joker),
                Face::Coat { coat, crosses } if crosses > 0 => {
                    Some(Reason::Crosses { coat, crosses })
                }
                Face::Coat { .. } => None,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{ExpertBudget, ExpertPlayer, Player};
    use crate::duel::Duel;

    fn rules() -> RuleSet {
        RuleSet::builtin()
    }

    /// The first state of a seed where the player to act drafts.
    fn draft_state(seed: u64) -> GameState {
        GameState::new(&rules(), seed)
    }

    #[test]
    fn a_drawing_is_explained_by_the_points_it_adds() {
        let rules = rules();
        let mut state = draft_state(7);
        // Take the first die each pick until someone fills.
        while matches!(state.step(), Step::Draft { .. }) {
            let first = state.nth_legal_action(&rules, 0).expect("a die to take");
            state.apply_unreported(&rules, first).expect("legal");
        }
        let (best, _) = rank_actions(&rules, &state)
            .into_iter()
            .find(|(action, _)| matches!(action, Action::Draw(_)))
            .expect("the first domino fits beside the castle");
        let seat = state.to_act().expect("someone fills");
        let advice = explain(&rules, &state, best, None);
        let gained = map_points(&rules, &follow_own_turn(&rules, &state, best, seat), seat)
            - map_points(&rules, &state, seat);
        if gained == 0 {
            assert!(!advice.reasons.contains(&Reason::Points(0)));
        } else {
            assert_eq!(advice.reasons.first(), Some(&Reason::Points(gained)));
        }
    }

    #[test]
    fn a_die_with_crosses_is_named_with_them_and_a_blank_one_by_its_line() {
        let rules = rules();
        for seed in 0..40 {
            let state = draft_state(seed);
            for die in 0..4u8 {
                let Some(face) = state.shown_face(&rules, die) else {
                    continue;
                };
                let advice = explain(&rules, &state, Action::TakeDie { die }, Some(0.5));
                match face {
                    Face::Coat { coat, crosses } if crosses > 0 => assert!(
                        advice.reasons.contains(&Reason::Crosses { coat, crosses }),
                        "seed {seed} die {die}: {advice:?}"
                    ),
                    Face::Joker => assert!(advice.reasons.contains(&Reason::Joker)),
                    Face::Coat { coat, .. } => {
                        let line = rules
                            .line_of_coat(coat)
                            .map(|index| rules.spell_lines()[index]);
                        if let Some(line) = line {
                            assert!(
                                advice.reasons.contains(&Reason::LineNearPower {
                                    coat,
                                    power: line.power,
                                    squares_left: line.length - 1,
                                }),
                                "seed {seed} die {die}: {advice:?}"
                            );
                        }
                    }
                }
                assert_eq!(advice.win_share, Some(0.5));
                assert!(advice.reasons.len() <= MOST_REASONS);
            }
        }
    }

    #[test]
    fn the_expert_says_how_often_its_move_won_its_imagined_games() {
        let rules = rules();
        let state = draft_state(3);
        let mut expert = ExpertPlayer::<Duel>::new(
            1,
            ExpertBudget {
                playouts: 64,
                candidates: 4,
            },
        );
        assert_eq!(
            expert.imagined_win_share(&state),
            None,
            "nothing thought yet"
        );
        let action = expert.choose(&rules, &state).unwrap();
        let share = expert
            .imagined_win_share(&state)
            .expect("a draft has several dice");
        assert!((0.0..=1.0).contains(&share));
        assert!(state.check(&rules, action).is_ok());
        let mut other = state.clone();
        other.apply_unreported(&rules, action).expect("legal");
        assert_eq!(
            expert.imagined_win_share(&other),
            None,
            "another decision's state"
        );
    }
}
