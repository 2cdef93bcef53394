//! The lines over each map: the player's name, role (A or B) and score, and what they still
//! hold (the castle bonus, kept powers, the `b` power's coat).

use crate::app::table::Match;
use crate::app::view::reader::Standing;
use bevy::prelude::*;
use kingdomino_core::duel::{Duel, Power, SeatNumber};

use crate::app::language::Localized;
use kingdomino_core::localization::{Phrase, names};

use crate::app::theme;
use crate::app::theme::TextScale;

use crate::app::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_score_lines
            .run_if(resource_exists::<Match<Duel>>)
            .in_set(AppSystems::View),
    );
}

/// The name, role and score over a map.
#[derive(Component, Clone, Copy, Debug)]
struct ScoreLine(SeatNumber);

/// What the player still holds: the castle bonus, kept powers, the `b` power's coat.
#[derive(Component, Clone, Copy, Debug)]
struct StatusLine(SeatNumber);

/// The lines over a map of `seat`: its name and score in `name_size` type on up to
/// `lines.0` lines, what it holds under it on up to `lines.1`, in fixed room (grown with the
/// `text`) so a longer line never moves the map.
pub fn score_lines(
    seat: SeatNumber,
    name_size: f32,
    (name_lines, status_lines): (u8, u8),
    text: TextScale,
) -> impl Bundle {
    let name_room = f32::from(name_lines) * name_size * 1.25;
    // Each status line has the room a phone's larger text needs.
    let status_room = f32::from(status_lines) * 16.0;
    (
        Name::new("Score lines"),
        Node {
            width: percent(100),
            height: px(text.room(name_room + status_room + 6.0)),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(2),
            overflow: Overflow::clip(),
            ..default()
        },
        children![
            (
                ScoreLine(seat),
                Standing,
                theme::label(Phrase::Empty, name_size)
            ),
            (
                StatusLine(seat),
                theme::coloured_label(Phrase::Empty, 13.0, theme::MUTED)
            ),
        ],
    )
}

fn show_score_lines(
    game: Res<Match<Duel>>,
    new_lines: Query<(), Added<ScoreLine>>,
    mut lines: Query<(&ScoreLine, &mut Localized), Without<StatusLine>>,
    mut statuses: Query<(&StatusLine, &mut Localized), Without<ScoreLine>>,
) {
    if !game.is_changed() && new_lines.is_empty() {
        return;
    }
    let scores = game.state().scores(&game.rules);
    for (ScoreLine(seat), mut text) in &mut lines {
        let role = if game.state().player_a() == *seat {
            "A"
        } else {
            "B"
        };
        let line = Phrase::new("score-line")
            .with("name", game.seat_name(*seat))
            .with("role", role)
            .with("points", scores[*seat].total);
        text.set_if_neq(Localized(line));
    }
    for (StatusLine(seat), mut text) in &mut statuses {
        text.set_if_neq(Localized(status_of(&game, *seat)));
    }
}

/// The castle bonus still in hand, the powers kept, the `b` power's chosen coat.
fn status_of(game: &Match<Duel>, seat: SeatNumber) -> Phrase {
    let player = game.state().player(seat);
    let mut parts = Vec::new();
    if !player.castle_bonus_used {
        parts.push(Phrase::new("status-castle-bonus"));
    }
    let kept = Power::ALL
        .into_iter()
        .filter(|&power| game.state().has_power(seat, &game.rules, power))
        .count();
    if kept > 0 {
        parts.push(Phrase::new("status-powers-kept").with("count", kept));
    }
    if let Some(coat) = player.bonus_coat {
        parts.push(Phrase::new("status-domain-bonus").with("coat", names::coat(&game.rules, coat)));
    }
    Phrase::dotted(parts)
}
