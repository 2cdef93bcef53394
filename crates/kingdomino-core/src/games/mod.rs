//! Our games, listed once: the one place a new game is registered. Which game is played
//! ([`GameKind`]), with which options ([`GameSetup`]), a value of one game's own type tagged
//! with its game ([`ForGame`]: a kept file, an action or a record on the network) or one of
//! each game ([`EachGame`]: the rule sets a server plays), and the games themselves as
//! [`Playable`]. Everything else is written once over the seam
//! (`crate::table`) and learns the game from these.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::ai::Thinking;
use crate::duel::{Duel, NoOptions};
use crate::original::{GameOptions, Original};
use crate::table::TableGame;

mod setup;

/// Which of our games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(clap::ValueEnum))]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    /// Kingdomino Duel, the dice game.
    #[default]
    Duel,
    /// The original Kingdomino, for 2 to 4 players.
    // Files, messages and the command line call it by its box's name.
    #[serde(rename = "kingdomino")]
    #[cfg_attr(not(target_arch = "wasm32"), value(name = "kingdomino"))]
    Original,
}

/// A game with the options chosen for it: the Duel, or the original game for a number of
/// players, perhaps its Mighty Duel, with the bonuses chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameSetup {
    #[default]
    Duel,
    #[serde(rename = "kingdomino")]
    Original(GameOptions),
}

/// Something each game has its own of: its actions, its records, its kept files.
pub trait PerGame {
    type Of<G: Playable>;
}

/// One game's own value, tagged with the game: `{"duel": …}` in JSON, `Duel(…)` in RON.
#[derive(Serialize, Deserialize)]
#[serde(
    rename_all = "snake_case",
    bound(
        serialize = "F::Of<Duel>: Serialize, F::Of<Original>: Serialize",
        deserialize = "F::Of<Duel>: Deserialize<'de>, F::Of<Original>: Deserialize<'de>"
    )
)]
pub enum ForGame<F: PerGame> {
    Duel(F::Of<Duel>),
    #[serde(rename = "kingdomino")]
    Original(F::Of<Original>),
}

/// One value of each game's own type: each game's rule set, say.
pub struct EachGame<F: PerGame> {
    pub duel: F::Of<Duel>,
    pub original: F::Of<Original>,
}

impl<F: PerGame> EachGame<F> {
    /// Game `G`'s own value.
    pub fn of<G: Playable>(&self) -> &F::Of<G> {
        G::of_each(self)
    }
}

/// Each game's rule set, shared.
pub struct SharedRules;

impl PerGame for SharedRules {
    type Of<G: Playable> = std::sync::Arc<G::Rules>;
}

/// `$body` run with `$game` the type of one of our games, chosen by `$kind`; or with `$value`
/// bound to the value of a [`ForGame`], `$game` its game's type.
#[macro_export]
macro_rules! for_game {
    ($kind:expr, $game:ident => $body:expr) => {
        match $kind {
            $crate::games::GameKind::Duel => {
                #[allow(dead_code)]
                type $game = $crate::duel::Duel;
                $body
            }
            $crate::games::GameKind::Original => {
                #[allow(dead_code)]
                type $game = $crate::original::Original;
                $body
            }
        }
    };
    ($tagged:expr, $game:ident, $value:ident => $body:expr) => {
        match $tagged {
            $crate::games::ForGame::Duel($value) => {
                #[allow(dead_code)]
                type $game = $crate::duel::Duel;
                $body
            }
            $crate::games::ForGame::Original($value) => {
                #[allow(dead_code)]
                type $game = $crate::original::Original;
                $body
            }
        }
    };
}
pub use for_game;

/// One of our games, as the app, the files, the protocol and the command line play it.
pub trait Playable: TableGame + Thinking {
    const KIND: GameKind;

    /// The game with these options, as files, the protocol and the settings name it.
    fn setup(options: Self::Options) -> GameSetup;

    /// This game's options in `setup`, when `setup` is of this game.
    fn options_of(setup: GameSetup) -> Option<Self::Options>;

    /// Its own value, tagged with the game.
    fn tagged<F: PerGame>(value: F::Of<Self>) -> ForGame<F>;

    /// Its own value, when `tagged` is of this game; `tagged` as it was otherwise.
    fn untagged<F: PerGame>(tagged: ForGame<F>) -> Result<F::Of<Self>, ForGame<F>>;

    /// Its own value, when `tagged` is of this game.
    fn of_tagged<F: PerGame>(tagged: &ForGame<F>) -> Option<&F::Of<Self>>;

    /// Its own value among each game's.
    fn of_each<F: PerGame>(each: &EachGame<F>) -> &F::Of<Self>;
}

impl Playable for Duel {
    const KIND: GameKind = GameKind::Duel;

    fn setup(_: NoOptions) -> GameSetup {
        GameSetup::Duel
    }

    fn options_of(setup: GameSetup) -> Option<NoOptions> {
        (setup == GameSetup::Duel).then_some(NoOptions)
    }

    fn tagged<F: PerGame>(value: F::Of<Duel>) -> ForGame<F> {
        ForGame::Duel(value)
    }

    fn untagged<F: PerGame>(tagged: ForGame<F>) -> Result<F::Of<Duel>, ForGame<F>> {
        match tagged {
            ForGame::Duel(value) => Ok(value),
            other => Err(other),
        }
    }

    fn of_tagged<F: PerGame>(tagged: &ForGame<F>) -> Option<&F::Of<Duel>> {
        match tagged {
            ForGame::Duel(value) => Some(value),
            _ => None,
        }
    }

    fn of_each<F: PerGame>(each: &EachGame<F>) -> &F::Of<Duel> {
        &each.duel
    }
}

impl Playable for Original {
    const KIND: GameKind = GameKind::Original;

    fn setup(options: GameOptions) -> GameSetup {
        GameSetup::Original(options)
    }

    fn options_of(setup: GameSetup) -> Option<GameOptions> {
        match setup {
            GameSetup::Original(options) => Some(options),
            GameSetup::Duel => None,
        }
    }

    fn tagged<F: PerGame>(value: F::Of<Original>) -> ForGame<F> {
        ForGame::Original(value)
    }

    fn untagged<F: PerGame>(tagged: ForGame<F>) -> Result<F::Of<Original>, ForGame<F>> {
        match tagged {
            ForGame::Original(value) => Ok(value),
            other => Err(other),
        }
    }

    fn of_tagged<F: PerGame>(tagged: &ForGame<F>) -> Option<&F::Of<Original>> {
        match tagged {
            ForGame::Original(value) => Some(value),
            _ => None,
        }
    }

    fn of_each<F: PerGame>(each: &EachGame<F>) -> &F::Of<Original> {
        &each.original
    }
}

impl<F: PerGame> ForGame<F> {
    /// Game `G`'s own value, when this is of `G`.
    pub fn get<G: Playable>(&self) -> Option<&F::Of<G>> {
        G::of_tagged(self)
    }

    pub fn kind(&self) -> GameKind {
        match self {
            ForGame::Duel(_) => GameKind::Duel,
            ForGame::Original(_) => GameKind::Original,
        }
    }
}

impl<F: PerGame> Clone for ForGame<F>
where
    F::Of<Duel>: Clone,
    F::Of<Original>: Clone,
{
    fn clone(&self) -> ForGame<F> {
        for_game!(self, G, value => G::tagged(value.clone()))
    }
}

impl<F: PerGame> Copy for ForGame<F>
where
    F::Of<Duel>: Copy,
    F::Of<Original>: Copy,
{
}

impl<F: PerGame> fmt::Debug for ForGame<F>
where
    F::Of<Duel>: fmt::Debug,
    F::Of<Original>: fmt::Debug,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for_game!(self, G, value => f.debug_tuple(G::KIND.name()).field(value).finish())
    }
}

impl<F: PerGame> PartialEq for ForGame<F>
where
    F::Of<Duel>: PartialEq,
    F::Of<Original>: PartialEq,
{
    fn eq(&self, other: &ForGame<F>) -> bool {
        match (self, other) {
            (ForGame::Duel(ours), ForGame::Duel(theirs)) => ours == theirs,
            (ForGame::Original(ours), ForGame::Original(theirs)) => ours == theirs,
            _ => false,
        }
    }
}

impl<F: PerGame> Eq for ForGame<F>
where
    F::Of<Duel>: Eq,
    F::Of<Original>: Eq,
{
}

impl GameKind {
    /// Every game, in the order menus list them: what the stores, the server's pages and the
    /// command line go through, so none of them can leave a game out.
    pub const ALL: [GameKind; 2] = [GameKind::Duel, GameKind::Original];

    /// Every game's name, joined by `separator`, as a message offers them ("duel or
    /// kingdomino").
    pub fn names(separator: &str) -> String {
        GameKind::ALL.map(GameKind::name).join(separator)
    }

    /// The name files, messages and the command line use.
    pub fn name(self) -> &'static str {
        for_game!(self, G => G::NAME)
    }
}

/// Fails to compile when a game is added to [`GameKind`] and left out here: the match names
/// every game, and each one it names must be in [`GameKind::ALL`].
const _: () = {
    const fn listed(kind: GameKind) -> bool {
        let mut index = 0;
        while index < GameKind::ALL.len() {
            if GameKind::ALL[index] as u8 == kind as u8 {
                return true;
            }
            index += 1;
        }
        false
    }
    const fn every_game_listed(kind: GameKind) -> bool {
        match kind {
            GameKind::Duel | GameKind::Original => {
                listed(GameKind::Duel) && listed(GameKind::Original)
            }
        }
    }
    assert!(every_game_listed(GameKind::Duel));
};

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GameKind {
    type Err = String;

    fn from_str(text: &str) -> Result<GameKind, String> {
        GameKind::ALL
            .into_iter()
            .find(|kind| kind.name() == text)
            .ok_or_else(|| format!("unknown game `{text}` ({})", GameKind::names(" or ")))
    }
}
