//! The table's lines of words: the prompt that says what to do, the notice under it, the turn
//! with who is played against, and the footer's hint, first-game tip or controls.

use crate::app::table::{Hint, Match, Watching};
use bevy::prelude::*;
use kingdomino_core::duel::{Duel, SeatNumber};

use crate::app::choices::TouchPlay;
use crate::app::duel::expert_hint::HintShown;
use crate::app::duel::tips::Tip;
use crate::app::duel::{Placement, Prompt};
use crate::app::language::Localized;
use crate::app::online::{Audience, MoveTimeLeft, time_left_words};
use crate::app::states::{AppSystems, Seat};
use crate::app::table::Notice;
use crate::app::theme;
use crate::app::view::reader::ReadAloud;
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::player_files::replays;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (show_prompt, show_turn, show_footer)
            .run_if(resource_exists::<Match<Duel>>)
            .in_set(AppSystems::View),
    );
}

#[derive(Component)]
#[require(ReadAloud::Polite)]
pub(super) struct PromptText;

#[derive(Component)]
#[require(ReadAloud::AtOnce)]
pub(super) struct NoticeText;

#[derive(Component)]
pub(super) struct TurnText;

/// The footer's line: the controls, or a first-game tip while one is given.
#[derive(Component)]
pub(super) struct FooterText;

/// The Expert's hint while it stands, else a first-game tip, else the controls.
fn show_footer(
    game: Res<Match<Duel>>,
    hint: Res<Hint<Duel>>,
    shown: Res<HintShown>,
    placement: Res<Placement>,
    tip: Res<Tip>,
    touch: Res<TouchPlay>,
    mut footers: Query<(&mut Localized, &mut TextColor), With<FooterText>>,
) {
    let hinted = shown.line(&hint, &game, &placement);
    let watched_online = game.seat_pair() == [Seat::Remote; 2];
    let (said, colour) = match (hinted, &tip.shown) {
        (Some(hinted), _) => (hinted, theme::INK),
        (None, _) if watched_online => (Phrase::new("table-watching-hint"), theme::MUTED),
        (None, Some(shown)) => (
            Phrase::new("hint-line").with("tip", shown.clone()),
            theme::INK,
        ),
        (None, None) if touch.0 => (Phrase::new("table-touch-hint"), theme::MUTED),
        (None, None) => (Phrase::new("table-controls-hint"), theme::MUTED),
    };
    for (mut text, mut text_colour) in &mut footers {
        text.set_if_neq(Localized(said.clone()));
        text_colour.set_if_neq(TextColor(colour));
    }
}

fn show_prompt(
    prompt: Res<Prompt>,
    notice: Res<Notice>,
    new_headers: Query<(), Added<PromptText>>,
    mut prompts: Query<&mut Localized, (With<PromptText>, Without<NoticeText>)>,
    mut notices: Query<&mut Localized, (With<NoticeText>, Without<PromptText>)>,
) {
    // A table built afresh (a replay's jump) shows the lines as they are.
    let new_table = !new_headers.is_empty();
    if prompt.is_changed() || new_table {
        for mut text in &mut prompts {
            text.set_if_neq(Localized(prompt.0.clone()));
        }
    }
    if notice.is_changed() || new_table {
        for mut text in &mut notices {
            text.set_if_neq(Localized(notice.0.clone().unwrap_or_default()));
        }
    }
}

fn show_turn(
    game: Res<Match<Duel>>,
    watching: Option<Res<Watching<Duel>>>,
    clock: Res<MoveTimeLeft>,
    audience: Res<Audience>,
    mut texts: Query<&mut Localized, With<TurnText>>,
) {
    if !game.is_changed() && !clock.is_changed() && !audience.is_changed() {
        return;
    }
    let remote_name = game.remote_place().map(|place| game.seat_name(place));
    let both_remote = game.seats.iter().all(|&seat| seat == Seat::Remote);
    let watched = watching.as_deref().filter(|_| game.watched);
    let opponent = match (watched, game.computer_level(), game.has_a_person()) {
        (None, ..) if both_remote => Phrase::new("table-watching-online")
            .with("first", game.seat_name(SeatNumber::FIRST))
            .with("second", game.seat_name(SeatNumber::SECOND)),
        (None, ..) if let Some(name) = remote_name => match clock.0 {
            Some((seat, left)) => {
                let whose = if game.seat(seat) == Seat::Remote {
                    "table-online-clock-theirs"
                } else {
                    "table-online-clock-yours"
                };
                Phrase::new(whose)
                    .with("name", name)
                    .with("time", time_left_words(left))
            }
            None => Phrase::new("table-online").with("name", name),
        },
        (Some(watching), ..) => Phrase::new("table-replay").with(
            "date",
            replays::replay_date(&watching.name).unwrap_or_default(),
        ),
        (None, Some(level), true) => {
            Phrase::new("table-opponent-computer").with("level", names::level(level))
        }
        (None, Some(_), false) => Phrase::new("table-computers-play"),
        (None, None, _) => Phrase::new("table-two-players"),
    };
    let opponent = match audience.0 {
        0 => opponent,
        count => Phrase::new("table-watched")
            .with("line", opponent)
            .with("count", count),
    };
    let line = Phrase::new("table-turn")
        .with("turn", game.state().turn())
        .with("opponent", opponent);
    for mut text in &mut texts {
        text.set_if_neq(Localized(line.clone()));
    }
}
