//! The turn slider under the table while a replay is watched: how far the replay has come; a
//! press on it is read by the pointer and answered by the replay's controls.

use crate::app::table::{Match, TableApp, Watching};
use bevy::prelude::*;

use crate::app::choices::pointer::PressableTrack;
use crate::app::theme;

use crate::app::language::Localized;
use crate::app::states::AppSystems;
use kingdomino_core::localization::Phrase;

/// The slider of game `G`'s replays.
pub(super) fn game_plugin<G: TableApp>(app: &mut App) {
    app.add_systems(Update, show_progress::<G>.in_set(AppSystems::View));
}

const TRACK_WIDTH: f32 = 520.0;
const TRACK_HEIGHT: f32 = 14.0;

/// The part of the track already shown.
#[derive(Component)]
struct SliderFill;

/// Where the replay is, in words.
#[derive(Component)]
struct SliderLabel;

/// The replay's slider: the whole replay as a track, and where it is in words.
pub fn replay_slider() -> impl Bundle {
    (
        Name::new("Replay slider"),
        Node {
            max_width: percent(100),
            align_items: AlignItems::Center,
            column_gap: px(14),
            ..default()
        },
        children![
            (
                Name::new("Replay slider track"),
                // The whole replay, from the first roll to the end: a press jumps to the turn
                // there (`table::watching`).
                PressableTrack,
                Node {
                    width: px(TRACK_WIDTH),
                    min_width: px(TRACK_WIDTH / 3.0),
                    height: px(TRACK_HEIGHT),
                    border: UiRect::all(px(2)),
                    border_radius: BorderRadius::all(px(7)),
                    overflow: Overflow::clip(),
                    ..default()
                },
                BorderColor::all(theme::INK),
                BackgroundColor(theme::SHEET),
                children![(
                    Name::new("Replay slider fill"),
                    SliderFill,
                    Node {
                        width: percent(0),
                        height: percent(100),
                        ..default()
                    },
                    BackgroundColor(theme::FOCUS),
                )],
            ),
            // The track gives way in a narrow window, not the words.
            (
                SliderLabel,
                theme::hint(Phrase::Empty),
                Node {
                    flex_shrink: 0.0,
                    ..default()
                },
            ),
        ],
    )
}

fn show_progress<G: TableApp>(
    watching: Option<Res<Watching<G>>>,
    game: Option<Res<Match<G>>>,
    mut fills: Query<&mut Node, With<SliderFill>>,
    mut labels: Query<&mut Localized, With<SliderLabel>>,
) {
    let (Some(watching), Some(game)) = (watching, game) else {
        return;
    };
    if !game.is_changed() && !watching.is_changed() {
        return;
    }
    let played = game.record().actions.len();
    for mut fill in &mut fills {
        fill.width = percent(100.0 * watching.position.progress(played));
    }
    let said = Phrase::new("replay-position")
        .with("turn", watching.position.turn_at(played))
        .with("turns", watching.position.turns())
        .with("move", played)
        .with("moves", watching.position.actions());
    for mut label in &mut labels {
        label.set_if_neq(Localized(said.clone()));
    }
}
