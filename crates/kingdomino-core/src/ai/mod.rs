//! Computer players of every game: one interface, the levels (Random, Easy, Normal, Expert)
//! written once over the seam, and games between them. A game brings only its own judgement
//! (`Thinking`): how Normal values an action, how an action is drawn at random, the quick
//! policy of the Expert's imagined games and what it deals again that a player cannot see
//! (the Duel's rolls to come, the original game's face-down dominoes).
//!
//! No Bevy types and no threads: the same players run in the browser.

mod duel;
mod expert;
mod greedy;
mod halving;
mod original;
mod random;

use std::fmt;
use std::str::FromStr;

use web_time::Duration;

pub use duel::advice;
pub use expert::{ExpertBudget, ExpertPlayer};
pub use greedy::GreedyPlayer;
pub use random::{RandomPlayer, play_random_game};

use crate::rng::SplitMix64;
use crate::table::{Place, TableGame};

/// Anything that can decide for the player to act: it answers one of the legal actions, none
/// once the game is over. Players live in the game's resources, hence `Send + Sync`.
pub trait Player<G: TableGame>: Send + Sync {
    fn choose(&mut self, rules: &G::Rules, state: &G::State) -> Option<G::Action>;

    /// Thinks about the same decision for about `slice` and answers once decided, so a slow
    /// player's thinking can be spread over frames; called again with the same state, it goes
    /// on where it stopped. The answer is [`Player::choose`]'s, however it was spread. Quick
    /// players decide at once.
    fn think(&mut self, rules: &G::Rules, state: &G::State, _slice: Duration) -> Option<G::Action> {
        self.choose(rules, state)
    }

    /// The share of the games it imagined that its decision at `state` won, for a player that
    /// imagines (the Expert), once decided: why it chose so.
    fn imagined_win_share(&self, _state: &G::State) -> Option<f32> {
        None
    }
}

/// What a game brings to the computer players: its own judgement and its imagined games.
pub trait Thinking: TableGame {
    /// How many imagined games the Expert plays for one decision.
    const EXPERT_PLAYOUTS: u32;

    /// Every legal action with Normal's value, for the player to act, of where it leads, best
    /// first.
    fn rank_actions(rules: &Self::Rules, state: &Self::State) -> Vec<(Self::Action, f32)>;

    /// A legal action drawn evenly (Random's), without listing them; none once the game is over.
    fn random_action(
        rules: &Self::Rules,
        state: &Self::State,
        rng: &mut SplitMix64,
    ) -> Option<Self::Action>;

    /// Draws a legal action as [`Thinking::random_action`] does and applies it: a game may
    /// spare the check of an action its engine has just generated.
    fn apply_random(
        rules: &Self::Rules,
        state: &mut Self::State,
        rng: &mut SplitMix64,
    ) -> Option<Self::Action> {
        let action = Self::random_action(rules, state, rng)?;
        Self::apply_quietly(rules, state, action).ok()?;
        Some(action)
    }

    /// The Expert's imagined games for a decision at `state`, of its usual `playouts`.
    fn playouts_at(_state: &Self::State, playouts: u32) -> u32 {
        playouts
    }

    /// Deals again, in an order drawn from `future` alone, what the player to act cannot know
    /// (so an imagined game learns nothing of the real one); gives the stream the imagined
    /// game's own choices are drawn from.
    fn imagine(state: &mut Self::State, future: u64) -> SplitMix64;

    /// The quick policy every player of an imagined game follows; none once it is over.
    fn playout_action(
        rules: &Self::Rules,
        state: &Self::State,
        policy: &mut SplitMix64,
        scratch: &mut Vec<Self::Action>,
    ) -> Option<Self::Action>;
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

    /// A player of this level in game `G`; the same seed makes the same decisions.
    pub fn player<G: Thinking>(self, seed: u64) -> Box<dyn Player<G>> {
        match self {
            Level::Random => Box::new(RandomPlayer::new(seed)),
            Level::Easy => Box::new(GreedyPlayer::easy(seed)),
            Level::Normal => Box::new(GreedyPlayer::normal(seed)),
            Level::Expert => Box::new(ExpertPlayer::new(seed, ExpertBudget::of::<G>())),
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

/// Plays `state` to its end; `players[place]` decides for that place, through `decide` (the
/// `sim` command times the decisions this way). An answer the rules refuse forfeits the
/// choice to the first legal action.
pub fn play_game<G: TableGame>(
    rules: &G::Rules,
    state: &mut G::State,
    players: &mut [Box<dyn Player<G>>],
    mut decide: impl FnMut(Place, &mut dyn Player<G>, &G::State) -> Option<G::Action>,
) {
    while let Some(place) = G::to_act(state) {
        let Some(player) = players.get_mut(place.index()) else {
            return;
        };
        let chosen = decide(place, player.as_mut(), state);
        let applied = chosen.is_some_and(|action| G::apply_quietly(rules, state, action).is_ok())
            || G::legal_actions(rules, state)
                .first()
                .is_some_and(|&first| G::apply_quietly(rules, state, first).is_ok());
        if !applied {
            return;
        }
    }
}
