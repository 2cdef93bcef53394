//! The match being played: who sits where, the engine's state, and the turn phases as states.

pub(crate) mod autosave;
mod bridge_messages;
mod computer;
mod drafting;
pub mod expert_hint;
mod fill_choices;
mod ghost;
mod held_drawing;
mod map_filling;
mod notice;
mod pause;
pub mod replay_position;
mod rolling;
pub mod rules_bridge;
pub mod saved_game;
mod spellbook;
pub mod tips;
mod verdict;
mod watching;

use std::ops::Deref;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use kingdomino_core::duel::SeatNumber;

pub(crate) use computer::thinking_slice;
pub use drafting::DraftMode;
pub use ghost::Placement;
pub use held_drawing::HeldDrawing;
pub use notice::Notice;
pub use rolling::{ROLL_TIME, RollTimer};
pub use rules_bridge::{
    ActionApplied, ActionRefused, IntendedAction, Match, MatchRequest, Reported, ResumeMatch,
    RollGiven, RollRefused,
};
pub use verdict::{GhostMark, GhostVerdict};
pub use watching::{WaitingChoices, Watching};

use super::choices::{ChoiceMade, Choices, Intent, OfferChoices};
use super::platform::console;
use super::states::AppSystems;
use super::states::{Pause, Phase, Screen, Seat, SeatToAct, TablePlace};
use kingdomino_core::localization::{Phrase, names};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Prompt>();
    app.configure_sets(
        Update,
        GameplaySystems
            .in_set(AppSystems::Decide)
            .run_if(in_state(Pause::Running).and_then(resource_exists::<Match>)),
    );
    app.add_systems(Update, act_for_person.in_set(GameplaySystems));
    // After the engine's answer, so the next frame's controls are those of whoever acts then.
    app.add_systems(
        Update,
        note_seat_to_act
            .after(rules_bridge::set_up_match)
            .in_set(AppSystems::ApplyRules),
    );
    app.add_systems(
        Update,
        announce_phase
            .run_if(state_changed::<Phase>.and_then(in_state(Screen::Game)))
            .in_set(AppSystems::View),
    );
    app.add_systems(OnEnter(Screen::GameOver), announce_game_over);
    app.add_plugins((
        rules_bridge::plugin,
        notice::plugin,
        computer::plugin,
        expert_hint::plugin,
        pause::plugin,
        rolling::plugin,
        drafting::plugin,
        map_filling::plugin,
        spellbook::plugin,
        ghost::plugin,
        held_drawing::plugin,
        verdict::plugin,
        watching::plugin,
        (saved_game::plugin, autosave::plugin, tips::plugin),
    ));
}

/// The person who acts now at the table, for the controls (none off the table).
fn note_seat_to_act(
    game: Option<PlayedMatch>,
    screen: Res<State<Screen>>,
    mut to_act: ResMut<SeatToAct>,
) {
    let seat = game
        .filter(|_| *screen.get() == Screen::Game)
        .and_then(|game| game.human_to_act());
    if *screen.get() != Screen::Kingdoms {
        to_act.set_if_neq(SeatToAct(seat.map(TablePlace::from)));
    }
}

/// The match as this table plays it: who decides for each seat. In a watched replay the record
/// decides for both seats, whoever played them.
#[derive(SystemParam)]
pub struct PlayedMatch<'w> {
    game: Res<'w, Match>,
    watching: Option<Res<'w, Watching>>,
}

impl PlayedMatch<'_> {
    /// Whether a person (not the computer, nor a replay's record) decides for this seat.
    pub fn is_human(&self, seat: SeatNumber) -> bool {
        self.watching.is_none() && self.game.seats[seat] == Seat::Human
    }

    /// Whether a person plays at all (not when the computer plays both seats, nor in a replay).
    pub fn has_a_person(&self) -> bool {
        self.watching.is_none() && self.game.seats.contains(&Seat::Human)
    }

    /// The seat of the person who must act now, if it is a person's turn.
    pub fn human_to_act(&self) -> Option<SeatNumber> {
        self.game
            .state()
            .to_act()
            .filter(|&seat| self.is_human(seat))
    }

    /// The replay being watched, if one is.
    pub fn watching(&self) -> Option<&Watching> {
        self.watching.as_deref()
    }

    /// Whether the match changed since the system last ran.
    pub fn is_changed(&self) -> bool {
        self.game.is_changed()
    }
}

impl Deref for PlayedMatch<'_> {
    type Target = Match;

    fn deref(&self) -> &Match {
        &self.game
    }
}

impl Match {
    /// Against the computer the person is "You"; two people are Player 1 and Player 2 (in a
    /// replay too: it is the game as its player saw it); online, the other player goes by their
    /// own name, and so does the computer playing this machine's seat (`--autoplay`).
    pub fn seat_name(&self, seat: SeatNumber) -> Phrase {
        match (&self.names, self.seats[seat]) {
            (Some(names), Seat::Remote | Seat::Computer(_)) => {
                Phrase::Verbatim(names[seat].clone())
            }
            _ => seat_name(&self.seats, seat),
        }
    }

    /// The seat's name where room is short (the spellbook's heading): a player's own name is
    /// cut to its first characters.
    pub fn short_seat_name(&self, seat: SeatNumber) -> Phrase {
        const SHORT_NAME_CHARS: usize = 10;
        match self.seat_name(seat) {
            Phrase::Verbatim(name) if name.chars().count() > SHORT_NAME_CHARS => {
                let cut: String = name.chars().take(SHORT_NAME_CHARS - 1).collect();
                Phrase::Verbatim(format!("{}…", cut.trim_end()))
            }
            name => name,
        }
    }

    /// A message about a seat: it gets the seat's `name` and `who` it is (`you`, `computer`
    /// or `other`), so each language can agree its verbs and articles.
    pub fn about(&self, id: &'static str, seat: SeatNumber) -> Phrase {
        let who = match (self.people(), self.seats[seat]) {
            (1, Seat::Human) => "you",
            (1, Seat::Computer(_)) => "computer",
            _ => "other",
        };
        Phrase::new(id)
            .with("name", self.seat_name(seat))
            .with("who", who)
    }

    fn people(&self) -> usize {
        people(&self.seats)
    }

    /// The level of the computer seat, if one plays.
    pub fn computer_level(&self) -> Option<kingdomino_core::ai::Level> {
        self.seats.iter().find_map(|seat| match seat {
            Seat::Computer(level) => Some(*level),
            Seat::Human | Seat::Remote => None,
        })
    }

    /// Whether the other seat plays from another machine.
    pub fn is_online(&self) -> bool {
        self.seats.contains(&Seat::Remote)
    }

    /// Whether both seats are shown at full size (two people at one screen).
    pub fn is_hot_seat(&self) -> bool {
        self.seats.iter().all(|s| *s == Seat::Human)
    }
}

fn people(seats: &[Seat; 2]) -> usize {
    seats.iter().filter(|s| **s == Seat::Human).count()
}

/// The name of a seat of a match with these seats (see [`Match::seat_name`]).
pub fn seat_name(seats: &[Seat; 2], seat: SeatNumber) -> Phrase {
    let number = seat.ordinal();
    match (people(seats), seats[seat]) {
        (1, Seat::Human) => Phrase::new("seat-you"),
        (1, Seat::Computer(_)) => Phrase::new("seat-computer"),
        (_, Seat::Computer(level)) => Phrase::new("seat-computer-numbered")
            .with("number", number)
            .with("level", names::level(level)),
        (_, Seat::Human) => Phrase::new("seat-player").with("number", number),
        (_, Seat::Remote) => Phrase::new("seat-remote"),
    }
}

/// The systems that play the game: they stop while the game is paused.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameplaySystems;

/// The one line that always says what to do now.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Prompt(pub Phrase);

/// While the computer (or nobody) decides there is nothing to choose but what waits offers (a
/// replay's controls): the prompt says who is doing what (the message `doing`, about the seat to
/// act).
fn show_waiting(
    game: &Match,
    waiting: &WaitingChoices,
    choices: &mut ResMut<Choices>,
    prompt: &mut ResMut<Prompt>,
    doing: &'static str,
) {
    choices.offer(waiting.0.clone(), None);
    let said = game
        .state()
        .to_act()
        .map_or(Phrase::Empty, |seat| game.about(doing, seat));
    prompt.set_if_neq(Prompt(said));
}

/// The person's choices that are engine actions go to the bridge for the person to act.
fn act_for_person(
    game: PlayedMatch,
    mut made: MessageReader<ChoiceMade>,
    mut intended: MessageWriter<IntendedAction>,
) {
    for ChoiceMade(intent) in made.read() {
        if let (Intent::Act(action), Some(seat)) = (intent, game.human_to_act()) {
            intended.write(IntendedAction {
                seat,
                action: *action,
            });
        }
    }
}

fn announce_phase(phase: Res<State<Phase>>) {
    console::announce(&format!(
        "kingdomino-duel: phase {}",
        phase.get().log_name()
    ));
}

/// The final scores line; an online game's names its players as both of its machines do.
fn announce_game_over(game: Res<Match>) {
    console::announce("kingdomino-duel: phase game-over");
    let scores = game.state().scores(&game.rules);
    let name = |seat: SeatNumber| match &game.names {
        Some(names) => names[seat].clone(),
        None => console::in_english(&game.seat_name(seat)),
    };
    console::announce(&format!(
        "kingdomino-duel: final scores {} {} - {} {}",
        name(SeatNumber::FIRST),
        scores[0].total,
        name(SeatNumber::SECOND),
        scores[1].total
    ));
}
