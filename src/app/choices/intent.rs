//! What choosing something means: the intents a choice carries, from an engine action to a
//! setting changed, and how a choice looks.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use crate::app::input::GameAction;
use crate::app::states::GameId;
use kingdomino_core::duel::Face;
use kingdomino_core::kingdom::CoatId;

/// What choosing something does, by area: each area has one system that handles it and
/// matches its every choice, so a new button cannot go unhandled without the compiler saying so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// A choice of a game's own, for its room to read: an action for its engine, a piece
    /// prepared, a game of it set up or started.
    Game(GameChoice),
    /// Games started or continued, screens and panels opened or left (`screens::go`).
    Go(Go),
    /// Ask the Expert for its move, at any table (`table::hint`).
    Hint,
    /// Game over: show the whole count at once.
    SkipCount,
    /// The list of kept replays.
    Shelf(ShelfChoice),
    /// Move through the replay being watched.
    Replay(ReplayControl),
    /// Another page of How to play.
    TurnPage(PageTurn),
    /// Move a setting to its next value.
    ChangeSetting(Setting),
    /// The controls panel.
    Controls(ControlsChoice),
}

impl Intent {
    /// A choice of a game's own.
    pub fn game<C: OwnChoice>(choice: C) -> Intent {
        Intent::Game(GameChoice(Arc::new(choice)))
    }

    /// The game's own choice this is, when it is one of type `C`.
    pub fn own<C: OwnChoice + Copy>(&self) -> Option<C> {
        match self {
            Intent::Game(GameChoice(choice)) => choice.as_any().downcast_ref::<C>().copied(),
            _ => None,
        }
    }
}

/// A choice of one game's own type (the Duel's dice and powers, the original game's dominoes
/// and set-up): the shared screens carry it, focus it and compare it without knowing it, and
/// only its game reads it ([`Intent::own`]).
#[derive(Clone)]
pub struct GameChoice(Arc<dyn OwnChoice>);

impl PartialEq for GameChoice {
    fn eq(&self, other: &GameChoice) -> bool {
        self.0.same_as(other.0.as_ref())
    }
}

impl Eq for GameChoice {}

impl fmt::Debug for GameChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// What a game's own choice type is to the shared screens: a value they compare and show in
/// logs.
pub trait OwnChoice: Any + fmt::Debug + Send + Sync {
    fn as_any(&self) -> &dyn Any;
    /// Whether `other` is the same choice: of the same type and equal.
    fn same_as(&self, other: &dyn OwnChoice) -> bool;
}

impl<C: Any + fmt::Debug + PartialEq + Send + Sync> OwnChoice for C {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn same_as(&self, other: &dyn OwnChoice) -> bool {
        other.as_any().downcast_ref::<C>() == Some(self)
    }
}

/// Where a choice goes: a game, a screen or a panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Go {
    /// Go on with this game's save, where it was left.
    Continue(GameId),
    /// After a game: the same players again, with new chance or the same deal.
    PlayAgain {
        same_deal: bool,
    },
    /// After a game of a series (a Dynasty), its next game.
    NextInSeries,
    /// Back to the paused game.
    Resume,
    ToTitle,
    ShowMods,
    /// The list of kept replays.
    ShowReplays,
    /// Open the panel where a seed is typed.
    ShowSeedEntry,
    /// Open the online panel.
    ShowOnline,
    /// Open the online server's leaderboard, over the online panel.
    ShowLeaderboard,
    /// Copy the player's identity (its file's text), to move it to another machine.
    CopyIdentity,
    /// Take the identity on the clipboard in place of this one.
    PasteIdentity,
    /// Open this game's set-up panel.
    ShowSetup(GameId),
    /// Make a room on the server, to pass its code on.
    MakeRoom,
    /// Join the room whose code was typed.
    JoinRoom,
    /// Watch the room whose code was typed, read-only.
    WatchRoom,
    /// Wait for anyone else who wants to play, and play them.
    PlayAnyone,
    /// After an online game: play the same opponent again.
    Rematch,
    /// Leave the room waited in.
    LeaveRoom,
    /// Copy the room's code (its link, in the browser) to pass it on.
    CopyRoomCode,
    /// The other player is away past the grace: the computer plays for them until they are back.
    LetComputerPlay,
    /// Back to a seat of an online game kept in the player's files (its place in the list).
    ContinueOnline(u8),
    ShowSettings,
    ShowControls,
    /// How to play this game, over the title, a game's set-up or its paused table.
    ShowHowToPlay(GameId),
    /// Close the panel open (back to the screen under it).
    CloseOverlay,
    Quit,
}

/// The Replays screen's choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShelfChoice {
    /// A replay of the list, by its place, to see its details.
    Pick(u8),
    /// From a replay's details back to the list.
    BackToList,
    /// Watch the replay picked.
    Watch,
    /// Watch the replay picked from the start of this turn (one where the lead moved most).
    WatchFromTurn(u16),
    /// Copy the replay picked out of the game's files (a download in the browser).
    Export,
}

/// The controls panel's choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ControlsChoice {
    /// Wait for the key or gamepad button that will do this action.
    Rebind(GameAction),
    Reset,
}

/// The controls of a replay being watched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayControl {
    Play,
    Pause,
    /// The next action now, then pause.
    StepForward,
    /// The state before the last action shown, paused.
    StepBack,
    /// The start of the turn before the one shown.
    PreviousTurn,
    /// The start of the next turn.
    NextTurn,
    /// The start of this turn (from 1), chosen on the slider.
    ToTurn(u16),
    /// The game from its first roll again.
    FromStart,
}

/// Which way a page of How to play turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageTurn {
    Previous,
    Next,
}

/// A setting the Settings panel changes, one value further each time it is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    Language,
    EffectsVolume,
    MusicVolume,
    ComputerLevel,
    AnimationSpeed,
    ReducedMotion,
    /// First-game hints on or off.
    Hints,
    /// How much of the window the table fills (the UI scale).
    TableSize,
    /// How much larger small text is shown.
    TextSize,
    Fullscreen,
    /// A mod found at start, by its place in the list: on or off from the next start.
    Mod(u8),
    /// The name the other player sees online: typed.
    OnlineName,
    /// Hints allowed in online games, on the online panel.
    OnlineHints,
    /// Whether strangers may watch this player's online games, on the online panel.
    OnlineWatchers,
    /// The time each move may take in the rooms this player makes, on the online panel.
    OnlineClock,
    /// Which game the online panel's rooms play: the Duel, or the original for 2 to 4.
    OnlineGame,
}

/// How a choice shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    Button,
    /// A button that stays lit while its mode is on, with the picture of the coat whose
    /// spellbook line gave the power, if it is one.
    Switch {
        on: bool,
        coat: Option<CoatId>,
    },
    /// A die face the `ss` power turns a die to, as its picture.
    Face(Face),
    /// A die on the table (the dice tray draws it).
    Die(u8),
    /// A coat of arms, with its picture.
    Coat(CoatId),
    /// A domino of the original game's line (the line draws it, with its king once claimed).
    LineDomino,
    /// A button shown greyed: the choice exists but there is nothing to do with it now.
    Disabled,
}
