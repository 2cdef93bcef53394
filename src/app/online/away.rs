//! The other player's connection dropped: the notice line says so and counts the two minutes
//! their seat is kept waiting for them, then that they may still come back (their game is on
//! the server, nothing is lost) or that the computer (Expert) may play for them until they do.

use crate::app::table::WaitingChoices;
use bevy::prelude::*;
use kingdomino_core::games::GameKind;

use super::link::Link;
use super::move_clock::time_left_words;
use super::session::{OnlineSession, OnlineStatus};
use crate::app::choices::{Choice, ChoiceMade, Go, Intent};
use crate::app::game::Notice;
use crate::app::states::{AppSystems, Screen};
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::ClientMessage;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            ask_for_stand_in.in_set(AppSystems::Decide),
            tell_absence.in_set(AppSystems::Advise),
        )
            // Each system asks: the session may be left between the two.
            .distributive_run_if(
                resource_exists::<OnlineSession>.and_then(in_state(Screen::Table(GameKind::Duel))),
            ),
    );
    app.add_systems(
        OnExit(Screen::Table(GameKind::Duel)),
        withdraw_stand_in_offer,
    );
}

/// Since when the other player is away, as this table saw it.
#[derive(Default)]
struct Away {
    since: Option<web_time::Instant>,
    /// The notice last shown, so coming back takes away only this one.
    shown: Option<Phrase>,
}

fn tell_absence(
    session: Res<OnlineSession>,
    mut notice: ResMut<Notice>,
    mut waiting: ResMut<WaitingChoices>,
    mut away: Local<Away>,
) {
    // A watcher has no opponent to wait for.
    let absent = session.status == OnlineStatus::Playing
        && !session.opponent_here
        && session.seat().is_some();
    if !absent {
        away.since = None;
        if let Some(shown) = away.shown.take()
            && notice.0.as_ref() == Some(&shown)
        {
            notice.0 = None;
        }
        offer_stand_in(&mut waiting, None);
        return;
    }
    let since = *away.since.get_or_insert_with(web_time::Instant::now);
    let name = session
        .seat()
        .map(|seat| session.name_of(seat.other().into()))
        .unwrap_or_default();
    let left = session.away_grace.saturating_sub(since.elapsed());
    let said = if session.opponent_stood_in {
        offer_stand_in(&mut waiting, None);
        Phrase::new("online-computer-stands-in").with("name", name)
    } else if left.is_zero() {
        offer_stand_in(&mut waiting, Some(&name));
        Phrase::new("online-opponent-long-away").with("name", name)
    } else {
        // Counted down to 0:01, not 0:00, while the seat is still kept.
        Phrase::new("online-opponent-away")
            .with("name", name)
            .with("time", time_left_words(left.as_secs() + 1))
    };
    // Said again once another notice (a refusal's) is gone: the absence lasts.
    if away.shown.as_ref() != Some(&said) || notice.0.is_none() {
        notice.0 = Some(said.clone());
        away.shown = Some(said);
    }
}

/// While nobody at this table decides, the choice bar offers to let the computer play for the
/// absent player (named), or no longer does.
fn offer_stand_in(waiting: &mut ResMut<WaitingChoices>, absent: Option<&str>) {
    let offered = absent.map(|name| {
        vec![Choice::button(
            Intent::Go(Go::LetComputerPlay),
            Phrase::new("online-let-computer-play").with("name", name),
        )]
    });
    let list = offered.unwrap_or_default();
    if waiting.0 != list {
        waiting.0 = list;
    }
}

fn ask_for_stand_in(
    mut made: MessageReader<ChoiceMade>,
    session: Res<OnlineSession>,
    link: Option<NonSendMut<Link>>,
) {
    let asked = made
        .read()
        .any(|ChoiceMade(intent)| *intent == Intent::Go(Go::LetComputerPlay));
    if let (true, Some(mut link)) = (asked && !session.opponent_stood_in, link) {
        link.send(&ClientMessage::StandIn);
    }
}

fn withdraw_stand_in_offer(mut waiting: ResMut<WaitingChoices>) {
    offer_stand_in(&mut waiting, None);
}
