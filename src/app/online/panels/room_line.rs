//! What the online panel says of the room: the code being typed, or where the room stands (a
//! room being made or waited in, with its code and link; the player waiting for anyone, and
//! near which rating), and the keys that go with it.

use bevy::prelude::*;

use super::code_typing::TypedCode;
use crate::app::language::Localized;
use crate::app::online::move_clock::clock_words;
use crate::app::online::{OnlineSession, OnlineStatus, RoomLinks};
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::protocol::{CODE_LENGTH, shown_code};
use kingdomino_core::online::ratings::FIRST_WINDOW;

/// The panel's last line: the keys for typing a code, then those of the waiting room.
#[derive(Component)]
pub(super) struct RoomHint;

/// The line that shows the code typed, or the room's state once one is asked for.
#[derive(Component)]
pub(super) struct RoomLine;

/// What the room line says: the code being typed, or where the room stands.
fn room_line(typed: &TypedCode, session: Option<&OnlineSession>) -> Phrase {
    let Some(session) = session else {
        let cursor = if typed.0.len() < CODE_LENGTH { "_" } else { "" };
        return Phrase::new("online-typed").with("code", shown_code(&typed.0) + cursor);
    };
    match &session.status {
        OnlineStatus::Connecting => Phrase::new("online-connecting"),
        OnlineStatus::Waiting(code) if session.request().watches() => {
            Phrase::new("online-watch-waiting").with("code", code.shown())
        }
        OnlineStatus::Waiting(code) => {
            let request = session.request();
            let seats = request.game.places();
            let others = seats.saturating_sub(1 + request.computers.len());
            Phrase::new("online-waiting")
                .with("code", code.shown())
                .with("others", others)
        }
        OnlineStatus::Seeking => {
            let looking = match session.looked_for() {
                Some((near, within)) => Phrase::new("online-seeking-near")
                    .with("rating", i64::from(near))
                    .with("within", i64::from(within))
                    .with("widening", if within > FIRST_WINDOW { "yes" } else { "no" }),
                None => Phrase::new("online-seeking"),
            };
            // The room's clock, the server's: a player out of time is moved for.
            match session.move_seconds() {
                0 => looking,
                seconds => Phrase::lines(vec![
                    looking,
                    Phrase::new("online-seeking-clock").with("time", clock_words(seconds)),
                ]),
            }
        }
        OnlineStatus::Playing | OnlineStatus::Over => Phrase::new("online-starting"),
        OnlineStatus::Failed(reason) => Phrase::new("online-failed").with("reason", reason.clone()),
    }
}

pub(super) fn show_room_lines(
    typed: Res<TypedCode>,
    session: Option<Res<OnlineSession>>,
    links: Option<Res<RoomLinks>>,
    mut lines: Query<&mut Localized, (With<RoomLine>, Without<RoomHint>)>,
    mut hints: Query<&mut Localized, With<RoomHint>>,
) {
    let hint = match session.as_deref().map(|session| &session.status) {
        Some(OnlineStatus::Seeking) => "online-seeking-hint",
        Some(_) => "online-waiting-hint",
        None => "online-hint",
    };
    for mut line in &mut hints {
        line.set_if_neq(Localized(Phrase::new(hint)));
    }
    let mut said = room_line(&typed, session.as_deref());
    // In the browser the room's link goes with its code.
    if let (Some(OnlineStatus::Waiting(code)), Some(links)) =
        (session.as_ref().map(|session| &session.status), links)
    {
        said = Phrase::lines(vec![
            said,
            Phrase::new("online-link").with("link", links.link(code)),
        ]);
    }
    for mut line in &mut lines {
        line.set_if_neq(Localized(said.clone()));
    }
}
