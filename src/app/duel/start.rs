//! New Duels, started from the title or the seed panel, and what the Duel offers there: a game
//! against each computer level or between two people, the level played last offered first.

use bevy::prelude::*;

use super::DuelChoice;
use crate::app::choices::{Choice, ChoiceMade, Intent};
use crate::app::screens::Starts;
use crate::app::settings::{PlaySettings, PreferredLevel};
use crate::app::states::{AppSystems, Seat};
use crate::app::table::MatchRequest;
use kingdomino_core::ai::Level;
use kingdomino_core::duel::{Duel, NoOptions};
use kingdomino_core::localization::{Phrase, names};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, start_when_asked.in_set(AppSystems::Decide));
}

impl Starts for Duel {
    type Sources = Res<'static, PlaySettings>;

    /// A game against each computer level, the one played last focused, or between two.
    fn title_starts(play: &Res<PlaySettings>) -> (Vec<Choice>, Option<Intent>) {
        let mut list: Vec<Choice> = [Level::Easy, Level::Normal, Level::Expert]
            .map(|level| against(level, None))
            .into();
        list.push(between_two(None));
        let first = against(play.computer_level.level(), None).intent;
        (list, Some(first))
    }

    /// The dice of `seed`, against the level played last or between two.
    fn seeded_starts(play: &Res<PlaySettings>, seed: u64) -> Vec<Choice> {
        vec![
            against(play.computer_level.level(), Some(seed)),
            between_two(Some(seed)),
        ]
    }
}

/// A person against the computer at `level`.
fn against(level: Level, seed: Option<u64>) -> Choice {
    Choice::button(
        Intent::game(DuelChoice::Start {
            seats: [Seat::Human, Seat::Computer(level)],
            seed,
        }),
        Phrase::new("title-play-computer").with("level", names::level(level)),
    )
}

/// Two people at this screen.
fn between_two(seed: Option<u64>) -> Choice {
    Choice::button(
        Intent::game(DuelChoice::Start {
            seats: [Seat::Human, Seat::Human],
            seed,
        }),
        Phrase::new("title-two-players"),
    )
}

/// A new game, and its computer's level offered first next time.
fn start_when_asked(
    mut made: MessageReader<ChoiceMade>,
    mut requests: MessageWriter<MatchRequest<Duel>>,
    mut play: ResMut<PlaySettings>,
) {
    for ChoiceMade(intent) in made.read() {
        let Some(DuelChoice::Start { seats, seed }) = intent.own() else {
            continue;
        };
        requests.write(MatchRequest::New {
            seats: seats.to_vec(),
            options: NoOptions,
            seed,
        });
        let preferred = seats.iter().find_map(|seat| match seat {
            Seat::Computer(level) => PreferredLevel::of(*level),
            Seat::Human | Seat::Remote => None,
        });
        if let Some(preferred) = preferred
            && play.computer_level != preferred
        {
            play.computer_level = preferred;
        }
    }
}
