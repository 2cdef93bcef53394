//! The title screen: the game's name and, until the table is playable, a word that it is coming.

use bevy::prelude::*;

use super::Screen;
use crate::app::GAME_TITLE;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title_screen);
}

const BACKGROUND: Color = Color::srgb(0.93, 0.90, 0.82);
const INK: Color = Color::srgb(0.12, 0.10, 0.09);

fn spawn_title_screen(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
    commands.spawn((
        Name::new("Title screen"),
        DespawnOnExit(Screen::Title),
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            row_gap: px(24),
            ..default()
        },
        BackgroundColor(BACKGROUND),
        children![
            (
                Name::new("Game title"),
                Text::new(GAME_TITLE),
                TextFont::from_font_size(72.0),
                TextColor(INK),
            ),
            (
                Name::new("Coming soon"),
                Text::new("The table is being set: the game is coming soon."),
                TextFont::from_font_size(28.0),
                TextColor(INK),
            ),
        ],
    ));
}
