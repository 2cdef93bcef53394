//! Computer players: one interface for every kind of player, the levels, and games between them.
//!
//! No Bevy types and no threads: the same players run in the browser.

pub mod advice;
mod evaluate;
mod expert;
mod greedy;
mod halving;
pub mod original;
mod random;

use std::fmt;
use std::str::FromStr;

use web_time::Duration;

pub use expert::{ExpertBudget, ExpertPlayer};
pub use greedy::{GreedyPlayer, rank_actions};
pub use random::{RandomPlayer, play_random_game};

use crate::rules::{Action, GameState, RuleSet, SeatNumber};

/// Anything that can decide for the player to act (`state.to_act()`): it picks one of
/// `state.legal_actions(rules)`. Players live in the game's resources, hence `Send + Sync`.
pub trait Player: Send + Sync {
    fn choose(&mut self, rules: &RuleSet, state: &GameState) -> Action;

    /// Thinks about the same decision for about `slice` and answers once decided, so a slow
    /// player's thinking can be spread over frames; called again with the same state, it goes
    /// on where it stopped. The answer is [`Player::choose`]'s, however it was spread. Quick
    /// players decide at once.
    fn think(&mut self, rules: &RuleSet, state: &GameState, _slice: Duration) -> Option<Action> {
        Some(self.choose(rules, state))
    }
}

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Level {
    Random,
    Easy,
    Normal,
    Expert,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Normal, Level::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Expert => "expert",
        }
    }

    /// A player of this level; the same seed makes the same decisions.
    pub fn player(self, seed: u64) -> Box<dyn Player> {
        match self {
            Level::Random => Box::new(RandomPlayer::new(seed)),
            Level::Easy => Box::new(GreedyPlayer::easy(seed)),
            Level::Normal => Box::new(GreedyPlayer::normal(seed)),
            Level::Expert => Box::new(ExpertPlayer::new(seed, ExpertBudget::default())),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(text: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|level| level.name() == text.to_ascii_lowercase())
            .ok_or_else(|| format!("unknown level `{text}` (random, easy, normal or expert)"))
    }
}

/// Plays a game to its end; `players[seat]` decides for that seat. `on_decision` hears of each
/// decision with the seat that made it (the `sim` command times them this way).
pub fn play_game_observed(
    rules: &RuleSet,
    seed: u64,
    players: &mut [&mut dyn Player; 2],
    mut decide: impl FnMut(SeatNumber, &mut dyn Player, &GameState) -> Action,
) -> GameState {
    let mut state = GameState::new(rules, seed);
    while let Some(seat) = state.to_act() {
        let action = decide(seat, &mut *players[seat], &state);
        // A player that answers outside the list forfeits the choice to the first legal one.
        let applied = state.apply_unreported(rules, action).is_ok()
            || state
                .nth_legal_action(rules, 0)
                .is_some_and(|first| state.apply_unreported(rules, first).is_ok());
        if !applied {
            break;
        }
    }
    state
}

/// Plays a game to its end; `players[seat]` decides for that seat. Returns the final state.
pub fn play_game(rules: &RuleSet, seed: u64, players: &mut [&mut dyn Player; 2]) -> GameState {
    play_game_observed(rules, seed, players, |_, player, state| {
        player.choose(rules, state)
    })
}
