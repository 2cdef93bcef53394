//! Computer players of the original Kingdomino, for any number of seats: the same levels as
//! the Duel's (Random, Easy, Normal, Expert) behind one interface, and games between them.

mod evaluate;
mod expert;
mod greedy;
mod playout;

use rand::SeedableRng;
use web_time::Duration;

pub use evaluate::rank_actions;
pub use expert::{KingdomExpert, KingdomExpertBudget};
pub use greedy::KingdomGreedy;

use super::Level;
use crate::original::bits::{Bits, Wide};
use crate::original::{Action, AnyGame, Game, PlayerNumber};
use crate::rules::rng::SplitMix64;

/// Anything that can decide for the player to act in a game of the original Kingdomino: it
/// answers one of `game.legal_actions()`.
pub trait KingdomPlayer<B: Bits>: Send + Sync {
    fn choose(&mut self, game: &Game<B>) -> Action;

    /// Thinks about the same decision for about `slice` and answers once decided; called again
    /// with the same game it goes on where it stopped, and the answer is [`KingdomPlayer::choose`]'s
    /// however the thinking was spread. Quick players decide at once.
    fn think(&mut self, game: &Game<B>, _slice: Duration) -> Option<Action> {
        Some(self.choose(game))
    }

    /// The share of the games it imagined that its decision at `game` won, for a player that
    /// imagines (the Expert), once decided: why it chose so.
    fn imagined_win_share(&self, _game: &Game<B>) -> Option<f32> {
        None
    }
}

/// Uniform among the legal actions, drawn without listing them.
pub struct KingdomRandom {
    rng: SplitMix64,
}

impl<B: Bits> KingdomPlayer<B> for KingdomRandom {
    fn choose(&mut self, game: &Game<B>) -> Action {
        game.random_action(&mut self.rng).unwrap_or(Action::Discard)
    }
}

/// A player of `level`; the same seed makes the same decisions.
pub fn kingdom_player<B: Bits>(level: Level, seed: u64) -> Box<dyn KingdomPlayer<B>> {
    match level {
        Level::Random => Box::new(KingdomRandom {
            rng: SplitMix64::seed_from_u64(seed),
        }),
        Level::Easy => Box::new(KingdomGreedy::easy(seed)),
        Level::Normal => Box::new(KingdomGreedy::normal(seed)),
        Level::Expert => Box::new(KingdomExpert::new(seed, KingdomExpertBudget::default())),
    }
}

/// A computer player for a game on either grid (`AnyGame`): the same level and seed on the
/// grid of the game it is made for.
pub enum AnyKingdomPlayer {
    Five(Box<dyn KingdomPlayer<u128>>),
    Seven(Box<dyn KingdomPlayer<Wide>>),
}

impl AnyKingdomPlayer {
    pub fn new(level: Level, seed: u64, game: &AnyGame) -> AnyKingdomPlayer {
        match game {
            AnyGame::Five(_) => AnyKingdomPlayer::Five(kingdom_player(level, seed)),
            AnyGame::Seven(_) => AnyKingdomPlayer::Seven(kingdom_player(level, seed)),
        }
    }

    /// [`KingdomPlayer::choose`] on `game`, thought through at once; none when the game is not
    /// on this player's grid.
    pub fn choose(&mut self, game: &AnyGame) -> Option<Action> {
        match (self, game) {
            (AnyKingdomPlayer::Five(player), AnyGame::Five(game)) => Some(player.choose(game)),
            (AnyKingdomPlayer::Seven(player), AnyGame::Seven(game)) => Some(player.choose(game)),
            _ => None,
        }
    }

    /// [`KingdomPlayer::imagined_win_share`] on `game`.
    pub fn imagined_win_share(&self, game: &AnyGame) -> Option<f32> {
        match (self, game) {
            (AnyKingdomPlayer::Five(player), AnyGame::Five(game)) => {
                player.imagined_win_share(game)
            }
            (AnyKingdomPlayer::Seven(player), AnyGame::Seven(game)) => {
                player.imagined_win_share(game)
            }
            _ => None,
        }
    }

    /// [`KingdomPlayer::think`] on `game`; none too when the game is not on this player's grid.
    pub fn think(&mut self, game: &AnyGame, slice: Duration) -> Option<Action> {
        match (self, game) {
            (AnyKingdomPlayer::Five(player), AnyGame::Five(game)) => player.think(game, slice),
            (AnyKingdomPlayer::Seven(player), AnyGame::Seven(game)) => player.think(game, slice),
            _ => None,
        }
    }
}

/// Plays `game` to its end; `players[place]` decides for the player at that place, through
/// `decide` (the `sim` command times the decisions this way). An answer outside the rules
/// forfeits the choice to the first legal action.
pub fn play_kingdom_game<B: Bits>(
    game: &mut Game<B>,
    players: &mut [Box<dyn KingdomPlayer<B>>],
    mut decide: impl FnMut(PlayerNumber, &mut dyn KingdomPlayer<B>, &Game<B>) -> Action,
) {
    while let Some(player) = game.player_to_act() {
        let Some(seat) = players.get_mut(player.index()) else {
            return;
        };
        let action = decide(player, seat.as_mut(), game);
        let applied = game.apply(action).is_ok()
            || game
                .legal_actions()
                .first()
                .is_some_and(|&first| game.apply(first).is_ok());
        if !applied {
            return;
        }
    }
}
