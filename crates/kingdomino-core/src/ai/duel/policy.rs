//! The quick policy every player of the Duel Expert's imagined games follows: mostly the die
//! with the most crosses or a spellbook square, and at the fill step the best-scoring of a few
//! sampled drawings.

use crate::duel::ruleset::DRAFT_DICE;
use crate::duel::scoring::{coat_points, summarize};
use crate::duel::state::{DominoDie, LineProgress};
use crate::duel::{Action, GameState, RuleSet, SeatNumber, Step};
use crate::rng::{DrawBelow, SplitMix64};

/// Drawings a playout compares at each fill step: a sample keeps playouts quick.
const PLAYOUT_DRAWINGS: usize = 6;

/// The quick policy of the playouts: mostly the die with the most crosses or a spellbook
/// square, and at the fill step the best-scoring of a few sampled drawings.
pub(super) fn playout_action(
    rules: &RuleSet,
    game: &GameState,
    policy: &mut SplitMix64,
    scratch: &mut Vec<Action>,
) -> Action {
    let seat = game.to_act().unwrap_or(SeatNumber::FIRST);
    if let Step::Fill { .. } = game.step() {
        // The castle bonus and `ss` turns are skipped: the drawings (or the pass) are
        // sampled without a list and compared by the points they add.
        let mut best: Option<(Action, i32)> = None;
        game.sample_drawings(
            rules,
            PLAYOUT_DRAWINGS,
            |count| policy.below(count as u32) as usize,
            |candidate| {
                let gain = points_gained(rules, game, seat, candidate);
                if best.is_none_or(|(_, most)| gain > most) {
                    best = Some((candidate, gain));
                }
            },
        );
        if let Some((action, _)) = best {
            return action;
        }
    }
    game.legal_actions_into(rules, scratch);
    let actions = &*scratch;
    match game.step() {
        Step::Draft { .. } if policy.below(5) > 0 => {
            let worth = |action: &Action| match *action {
                Action::TakeDie { die } => die_worth(rules, game, seat, die),
                Action::TakeTwoDice { dice } => {
                    die_worth(rules, game, seat, dice[0]) + die_worth(rules, game, seat, dice[1])
                }
                _ => 0,
            };
            *actions
                .iter()
                .max_by_key(|a| worth(a))
                .unwrap_or(&Action::Pass)
        }
        Step::Draft { .. } => actions[policy.below(actions.len() as u32) as usize],
        _ => {
            let mut best = BestScoring::default();
            for _ in 0..PLAYOUT_DRAWINGS.min(actions.len()) {
                let candidate = actions[policy.below(actions.len() as u32) as usize];
                best.consider(rules, game, seat, candidate);
            }
            best.0.map_or(Action::Pass, |(action, _)| action)
        }
    }
}

/// The action whose outcome scores best for one player's map, among those considered.
#[derive(Default)]
struct BestScoring(Option<(Action, u32)>);

impl BestScoring {
    fn consider(&mut self, rules: &RuleSet, game: &GameState, seat: SeatNumber, candidate: Action) {
        let mut next = game.clone();
        if next.apply_unreported(rules, candidate).is_err() {
            return;
        }
        let player = next.player(seat);
        let value = summarize(rules, &player.map, player.bonus_coat).total;
        if self.0.is_none_or(|(_, best)| value > best) {
            self.0 = Some((candidate, value));
        }
    }
}

/// The points a drawing adds to the player's map (its jokers not yet counted): only the
/// drawn coats' domains change. Joining two domains of the `b` coat can cost points.
fn points_gained(rules: &RuleSet, game: &GameState, seat: SeatNumber, action: Action) -> i32 {
    let Action::Draw(drawing) = action else {
        return 0;
    };
    let Some(after) = game.map_with_drawing(rules, drawing) else {
        return 0;
    };
    let player = game.player(seat);
    let points = |map, coat| coat_points(rules, map, coat, player.bonus_coat) as i32;
    let [first, second] = drawing.cells.map(|cell| after.coat_at(cell));
    let other = second.filter(|&coat| Some(coat) != first);
    [first, other]
        .into_iter()
        .flatten()
        .map(|coat| points(&after, coat) - points(&player.map, coat))
        .sum()
}

/// A playout's rough worth of taking a die: its crosses, then a spellbook square it would fill.
fn die_worth(rules: &RuleSet, game: &GameState, seat: SeatNumber, die: u8) -> u32 {
    let shown = DominoDie {
        die,
        face: game.roll()[usize::from(die) % DRAFT_DICE],
        castle_cross: false,
    };
    let crosses = u32::from(GameState::face_of(rules, shown).crosses());
    let fills_open_line = GameState::spell_line_filled_by(rules, shown)
        .is_some_and(|line| matches!(game.player(seat).lines[line], LineProgress::Filling(_)));
    3 * crosses + u32::from(fills_open_line) * 2
}
