//! The other player's connection dropped: the notice line says so and counts the two minutes
//! their seat is kept waiting for them, then that they may still come back (their game is on
//! the server, nothing is lost).

use std::time::Duration;

use bevy::prelude::*;

use super::session::{OnlineSession, OnlineStatus};
use crate::app::AppSystems;
use crate::app::game::Match;
use crate::app::game::Notice;
use crate::app::states::Screen;
use crate::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        tell_absence
            .run_if(resource_exists::<OnlineSession>.and_then(in_state(Screen::Game)))
            .in_set(AppSystems::Advise),
    );
}

/// How long the waiting player is asked to wait before the seat's absence is called long.
pub const AWAY_GRACE: Duration = Duration::from_secs(120);

/// Since when the other player is away, as this table saw it.
#[derive(Default)]
struct Away {
    since: Option<web_time::Instant>,
    /// The notice last shown, so coming back takes away only this one.
    shown: Option<Phrase>,
}

fn tell_absence(
    session: Res<OnlineSession>,
    game: Option<Res<Match>>,
    mut notice: ResMut<Notice>,
    mut away: Local<Away>,
) {
    let absent = session.status == OnlineStatus::Playing && !session.opponent_here;
    if !absent {
        away.since = None;
        if let Some(shown) = away.shown.take()
            && notice.0.as_ref() == Some(&shown)
        {
            notice.0 = None;
        }
        return;
    }
    let since = *away.since.get_or_insert_with(web_time::Instant::now);
    let name = session
        .seat()
        .zip(game.as_ref().and_then(|game| game.names.as_ref()))
        .map(|(seat, names)| names[usize::from(1 - (seat & 1))].clone())
        .unwrap_or_default();
    let left = AWAY_GRACE.saturating_sub(since.elapsed());
    let said = if left.is_zero() {
        Phrase::new("online-opponent-long-away").with("name", name)
    } else {
        let seconds = left.as_secs() + 1;
        Phrase::new("online-opponent-away")
            .with("name", name)
            .with("time", format!("{}:{:02}", seconds / 60, seconds % 60))
    };
    if away.shown.as_ref() != Some(&said) {
        notice.0 = Some(said.clone());
        away.shown = Some(said);
    }
}
