//! Computer players: one interface for every kind of player, and games played between them.

use crate::rules::rng::QuickRng;
use crate::rules::{Action, GameState, RuleSet};

/// Anything that can decide for the player to act (`state.to_act()`): it picks one of
/// `state.legal_actions(rules)`.
pub trait Player {
    fn choose(&mut self, rules: &RuleSet, state: &GameState) -> Action;
}

/// Picks uniformly among the legal actions: the baseline every level must beat.
pub struct RandomPlayer {
    rng: QuickRng,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: QuickRng::from_seed(seed),
        }
    }
}

impl Player for RandomPlayer {
    fn choose(&mut self, rules: &RuleSet, state: &GameState) -> Action {
        // Counting and picking from masks instead of listing keeps random playouts fast.
        let rng = &mut self.rng;
        let (action, _) = state.pick_legal_action(rules, |count| rng.below(count as u32) as usize);
        action.unwrap_or(Action::Pass)
    }
}

/// Plays a game to its end; `players[seat]` decides for that seat. Returns the final state.
pub fn play_game(rules: &RuleSet, seed: u64, players: &mut [&mut dyn Player; 2]) -> GameState {
    let mut state = GameState::new(rules, seed);
    while let Some(seat) = state.to_act() {
        let action = players[usize::from(seat)].choose(rules, &state);
        // A player that answers outside the list forfeits the choice to the first legal one.
        let applied = state.apply(rules, action).is_ok()
            || state
                .nth_legal_action(rules, 0)
                .is_some_and(|first| state.apply(rules, first).is_ok());
        if !applied {
            break;
        }
    }
    state
}
