//! What choosing something means: the intents a choice carries, from an engine action to a
//! setting changed, and how a choice looks.

use crate::app::input::GameAction;
use crate::app::states::Seat;
use kingdomino_core::duel::{Action, Face};
use kingdomino_core::games::GameKind;
use kingdomino_core::kingdom::CoatId;
use kingdomino_core::original;

/// What choosing something does, by area: each area has one system that handles it and
/// matches its every choice, so a new button cannot go unhandled without the compiler saying so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    /// An action for the engine, for the person to act (`game::act_for_person`).
    Act(Action),
    /// Preparing the domino at the table (the drafting and map filling phases).
    Domino(DominoChoice),
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
    /// The original game, for the person to act (`kingdom::person`).
    Kingdomino(KingdominoChoice),
    /// The original game's set-up panel: who plays, which variants (`screens::kingdom_setup`).
    KingdominoSetup(SetupChange),
}

/// A change on the original game's set-up panel, each one step further.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupChange {
    /// Two, three or four players.
    Players,
    /// Who plays this place (from 0): a person or a computer level.
    Seat(u8),
    /// Two players on 7 by 7 kingdoms with every domino.
    MightyDuel,
    /// The Middle Kingdom bonus.
    Middle,
    /// The Harmony bonus.
    Harmony,
    /// Three games in a row, scores summed.
    Dynasty,
    /// Play the game as set up.
    Start,
}

/// A person's choice at the original game's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KingdominoChoice {
    /// An action for its engine: a claim, or a discard.
    Act(original::Action),
    /// Turn the domino held a quarter (as R does).
    Turn,
    /// Take back the domino just added, before claiming (as Backspace does).
    TakeBack,
    /// Stop the game a moment: to go on, or to leave it.
    Pause,
}

/// Where a choice goes: a game, a screen or a panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Go {
    StartMatch([Seat; 2]),
    /// A game with the dice of this seed (typed on the title, or the game just played).
    StartSeeded {
        seats: [Seat; 2],
        seed: u64,
    },
    /// The original game as set up, with the dominoes of this seed (typed on the title).
    StartKingdominoSeeded(u64),
    /// Go on with this game's save, where it was left.
    Continue(GameKind),
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
    /// Open the original game's set-up panel.
    ShowKingdominoSetup,
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
    ShowHowToPlay(GameKind),
    /// Close the panel open (back to the screen under it).
    CloseOverlay,
    Quit,
}

/// The domino's preparations: dice marked, powers switched on, taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DominoChoice {
    /// With the `dd` power: the first of the two dice to take.
    MarkDie(u8),
    /// The `dd` power: take two dice at once.
    TakeTwoDice,
    /// The `d` power for this drawing.
    IgnoreConnection,
    /// The `s` power for this drawing.
    SeparateDice,
    /// The `ss` power: show the faces the die in this slot can be turned to.
    TurnDie(u8),
    /// Turn the domino a quarter (as R does).
    Turn,
    /// Take back the domino's preparations.
    Undo,
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
