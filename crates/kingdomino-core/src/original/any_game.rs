//! A game of the original Kingdomino on either grid: the 5 by 5 kingdoms' (`u128`) or the
//! Mighty Duel's 7 by 7 (`Wide`). Records, saves and the tools hold one without knowing which.

use super::bits::Wide;
use super::game::{Action, ActionError, DealError, Game, GameOptions, Slot, Step};
use super::kingdom::PlaceRefusal;
use super::rule_set::{Domino, OriginalRules};
use super::scoring::KingdomSheet;
use crate::kingdom::board::Direction;
use crate::rng::SplitMix64;
use crate::table::Place;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyGame {
    // Boxed: a game carries its grid's shifting masks, hundreds of bytes.
    Five(Box<Game<u128>>),
    Seven(Box<Game<Wide>>),
}

/// `$body` with `$game` bound to the game on whichever grid it is.
macro_rules! on_grid {
    ($any:expr, $game:ident => $body:expr) => {
        match $any {
            AnyGame::Five($game) => $body,
            AnyGame::Seven($game) => $body,
        }
    };
}
pub(crate) use on_grid;

impl AnyGame {
    /// A new game on the smallest grid its kingdoms fit; none when the rule set has no set-up
    /// for `options`.
    pub fn new(rules: &OriginalRules, options: GameOptions, seed: u64) -> Option<AnyGame> {
        Game::new(rules, options, seed)
            .map(|game| AnyGame::Five(Box::new(game)))
            .or_else(|| Game::new(rules, options, seed).map(|game| AnyGame::Seven(Box::new(game))))
    }

    pub fn options(&self) -> GameOptions {
        on_grid!(self, game => game.options())
    }

    pub fn step(&self) -> Step {
        on_grid!(self, game => game.step())
    }

    /// The round being played, from 1; 0 while the first line's kings claim.
    pub fn round(&self) -> u8 {
        on_grid!(self, game => game.round())
    }

    pub fn player_to_act(&self) -> Option<Place> {
        on_grid!(self, game => game.player_to_act())
    }

    /// How many squares a kingdom spans at most, across and down.
    pub fn side(&self) -> u8 {
        on_grid!(self, game => game.grid().side())
    }

    /// The line the kings claim from.
    pub fn next_line(&self) -> &[Slot] {
        on_grid!(self, game => game.next_line())
    }

    pub fn domino_to_place(&self) -> Option<Domino> {
        on_grid!(self, game => game.domino_to_place())
    }

    pub fn legal_actions(&self) -> Vec<Action> {
        on_grid!(self, game => game.legal_actions())
    }

    /// Why the domino to place cannot go there (`Game::place_refusal`).
    pub fn place_refusal(&self, first: u32, direction: Direction) -> Option<PlaceRefusal> {
        on_grid!(self, game => game.place_refusal(first, direction))
    }

    /// The row and column of `square` on the kingdoms' grid.
    pub fn row_column(&self, square: u32) -> (u8, u8) {
        on_grid!(self, game => game.grid().row_column(square))
    }

    /// The castle's square on the kingdoms' grid.
    pub fn castle(&self) -> u32 {
        on_grid!(self, game => game.grid().castle())
    }

    /// The square next to `square` of the kingdoms' grid in `direction`, if the grid goes on.
    pub fn neighbour(&self, square: u32, direction: Direction) -> Option<u32> {
        on_grid!(self, game => game.grid().neighbour(square, direction))
    }

    /// The dominoes put aside, fitting nowhere, in the order they went (`Game::discarded`).
    pub fn discarded(&self) -> &[Domino] {
        on_grid!(self, game => game.discarded())
    }

    /// How many lines have been laid out (`Game::lines_laid`).
    pub fn lines_laid(&self) -> usize {
        on_grid!(self, game => game.lines_laid())
    }

    /// Lays out these dominoes as the next line instead (`Game::deal_next_line`).
    pub fn deal_next_line(&mut self, numbers: &[u8]) -> Result<(), DealError> {
        on_grid!(self, game => game.deal_next_line(numbers))
    }

    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        on_grid!(self, game => game.apply(action))
    }

    /// An action drawn evenly from the legal ones (`Game::random_action`).
    pub fn random_action(&self, rng: &mut SplitMix64) -> Option<Action> {
        on_grid!(self, game => game.random_action(rng))
    }

    /// Deals the dominoes still face down again (`Game::shuffle_face_down`).
    pub fn shuffle_face_down(&mut self, rng: &mut SplitMix64) {
        on_grid!(self, game => game.shuffle_face_down(rng))
    }

    /// Whether `apply` would take the action, without changing anything.
    pub fn check(&self, action: Action) -> Result<(), ActionError> {
        on_grid!(self, game => game.check(action))
    }

    pub fn scores(&self) -> Vec<KingdomSheet> {
        on_grid!(self, game => game.scores())
    }

    pub fn winners(&self) -> Vec<Place> {
        on_grid!(self, game => game.winners())
    }
}
