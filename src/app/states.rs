//! The game's states, the frame's order and the seats, in one module that imports nothing of
//! the game, so screens, the match, the views and the choices can all name them without
//! importing each other.

use bevy::prelude::*;

use kingdomino_core::ai::Level;
use kingdomino_core::games::GameSetup;
use kingdomino_core::table::Place;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_sub_state::<Pause>();
    app.init_state::<Overlay>();
    app.init_resource::<PanelBeneath>();
}

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Images and sounds load behind a progress bar.
    #[default]
    Loading,
    Title,
    /// The mods found, what they replace and their problems.
    Mods,
    /// The finished games kept, to watch again or export.
    Replays,
    /// A game's table: its phases are its sub-states.
    Table(GameId),
    /// A game's final count, its winner and how it went.
    GameOver(GameId),
}

/// Which game a screen shows, by the name its engine gives it (`duel`): every game registered
/// with the app has one, and the screens need know no more of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameId(pub &'static str);

/// The game over screen's count: the maps' points told line by line, then the choices of what
/// to do next.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::GameOver(_))]
pub enum Count {
    #[default]
    Telling,
    Told,
}

/// The pause menu over a game's table: the game's clock stops while it shows.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Table(_))]
pub enum Pause {
    #[default]
    Running,
    Paused,
}

/// A panel over whatever screen shows (the title, the paused game): the settings and the
/// controls. The screen under it keeps its state and offers its choices again when it closes.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Overlay {
    #[default]
    Closed,
    Settings,
    Controls,
    /// The seed panel, over the title.
    Seed,
    /// Making or joining a room online, over the title.
    Online,
    /// The online server's leaderboard, over the online panel.
    Leaderboard,
    /// Setting up a game of its own, over the title: the game's set-up panel.
    Setup(GameId),
    /// How to play, over the title or the paused game.
    HowToPlay,
    /// The controls panel waits for the key or button a chosen action will be done by: no
    /// control does anything else meanwhile.
    Rebinding,
}

/// The panel a panel was opened over (How to play over a game's set-up), shown again when it
/// closes; the screen's own choices otherwise.
#[derive(Resource, Default)]
pub struct PanelBeneath(pub Option<Overlay>);

impl PanelBeneath {
    /// Where closing the panel shown goes.
    pub fn close(&mut self, next: &mut NextState<Overlay>) {
        next.set(self.0.take().unwrap_or(Overlay::Closed));
    }
}

/// Who decides for a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    Human,
    Computer(Level),
    /// A player on another machine: the online server tells their decisions.
    Remote,
}

/// The place whose person acts now at the table, if it is a person's turn: their controls are
/// the ones that count (`input::Actions`), and a pad they press first becomes theirs.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeatToAct(pub Option<Place>);

/// While it exists the keyboard types this text (the player's name) instead of working the
/// controls: a letter typed is not a move, nor P a pause.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct TextEntry(pub String);

/// How the game was asked to play itself.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Autoplay {
    pub seed: Option<u64>,
    pub exit_on_game_over: bool,
    /// The game the computers play, with its options (`--game`, `--players`).
    pub game: GameSetup,
}

/// `--continue`: the title goes straight on with the saved game, the first time it shows.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct ContinueAtStart {
    /// Whether a game was continued (or that there is none, said).
    pub answered: bool,
}

/// The order of a frame's work, written once: what the player did, what it means, what the
/// engine makes of it, and what the screen shows. Data flows one way through it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Keyboard, gamepad and pointer become choices, focus moves and grid input.
    ReadInput,
    /// Screens, turn phases and computer seats turn choices into intents for the engine.
    Decide,
    /// The rules bridge: the engine applies or refuses each intended action.
    ApplyRules,
    /// The game in progress is saved once a turn ends.
    Save,
    /// Tips for a player's first games, from what the engine just did.
    Advise,
    /// Views mirror the engine's state and the choices on offer.
    View,
    /// The views' phrases are put into words in the player's language.
    Wording,
    /// After the UI is laid out (`PostUpdate`): what a screen reader is told of it, before
    /// Bevy's bridge sends the tree.
    Accessibility,
}
