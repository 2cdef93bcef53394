//! The online games kept, on the title: a line each saying whose move it is (or why that is not
//! known), the first that waits for this player's move to be focused.

use bevy::prelude::*;

use super::{Glimpse, KeptRooms, RoomGlances, kept_room_line, rough_time_left};
use crate::app::choices::{Choice, Go, Intent};
use crate::app::screens::{GamesElsewhere, ask_before_listing};
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::{RoomCode, Standing, own_and_best_other};

pub(super) fn plugin(app: &mut App) {
    ask_before_listing(app, list_kept_games);
}

/// A line for each online game kept, saying whose move it is; the first that waits for this
/// player, to focus.
fn list_kept_games(
    kept_rooms: Res<KeptRooms>,
    glances: Res<RoomGlances>,
    mut elsewhere: ResMut<GamesElsewhere>,
) {
    let glimpses: Vec<Glimpse> = kept_rooms
        .0
        .iter()
        .map(|kept| glances.of(&kept.server, &kept.room))
        .collect();
    let mut lines = Vec::new();
    let mut your_move = None;
    for (index, (kept, glimpse)) in kept_rooms.0.iter().zip(&glimpses).enumerate() {
        let intent = Intent::Go(Go::ContinueOnline(index as u8));
        if is_your_move(glimpse) {
            your_move.get_or_insert(intent.clone());
        }
        // Two games against one opponent are told apart by their rooms.
        let name = opponent(glimpse);
        let shared = glimpses
            .iter()
            .filter(|other| opponent(other) == name)
            .count()
            > 1;
        let room = if shared {
            format!(" ({})", kept.room.shown())
        } else {
            String::new()
        };
        let line = online_game_line(&kept.room, glimpse).with("room", room);
        lines.push(Choice::button(intent, kept_room_line(kept.game, line)));
    }
    elsewhere.set_if_neq(GamesElsewhere { lines, your_move });
}

fn opponent(glimpse: &Glimpse) -> Option<&str> {
    match glimpse {
        Glimpse::Seen(Standing::Playing { opponent, .. } | Standing::Over { opponent, .. }, _) => {
            Some(opponent)
        }
        _ => None,
    }
}

fn is_your_move(glimpse: &Glimpse) -> bool {
    matches!(glimpse, Glimpse::Seen(Standing::Playing { seat, to_act, .. }, _) if seat == to_act)
}

/// A kept online game's line: whose move it is, or why that is not known.
fn online_game_line(room: &RoomCode, glimpse: &Glimpse) -> Phrase {
    let code = room.shown();
    match glimpse {
        Glimpse::Asking => Phrase::new("title-online-asking").with("code", code),
        Glimpse::Unanswered => Phrase::new("title-online-unanswered").with("code", code),
        Glimpse::Seen(Standing::Gone, _) => Phrase::new("title-online-gone").with("code", code),
        Glimpse::Seen(Standing::Waiting, _) => {
            Phrase::new("title-online-waiting").with("code", code)
        }
        Glimpse::Seen(
            Standing::Playing {
                seat,
                opponent,
                to_act,
                acting,
                seconds_left,
            },
            seen,
        ) => {
            let key = match (seat == to_act, seconds_left) {
                (true, Some(_)) => "title-online-your-move-clock",
                (true, None) => "title-online-your-move",
                (false, _) => "title-online-their-move",
            };
            let left = seconds_left.map_or(0, |left| left.saturating_sub(seen.elapsed().as_secs()));
            // Of several others, the one to act (a server that does not say: all of them).
            let acting = if acting.is_empty() { opponent } else { acting };
            Phrase::new(key)
                .with("name", opponent.clone())
                .with("acting", acting.clone())
                .with("left", rough_time_left(left))
        }
        Glimpse::Seen(
            Standing::Over {
                seat,
                opponent,
                totals,
            },
            _,
        ) => {
            let (mine, theirs) = own_and_best_other(totals, *seat);
            Phrase::new("title-online-over")
                .with("name", opponent.clone())
                .with("mine", mine)
                .with("theirs", theirs)
        }
    }
}
