//! The table: both kingdoms, the dice tray, the spellbook, the scores, the prompt line and the
//! buttons; and the pause menu over it.

use bevy::prelude::*;

use super::ChoiceBar;
use super::dice::spawn_tray;
use super::kingdom::spawn_kingdom;
use super::spellbook_panel::spawn_spellbook;
use crate::app::AppSystems;
use crate::app::assets::ImageAssets;
use crate::app::game::{Match, Notice, Prompt};
use crate::app::states::{Pause, Screen};
use crate::app::theme;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Game),
        spawn_table.after(crate::app::game::start_match),
    );
    app.add_systems(OnEnter(Pause::Paused), spawn_pause_menu);
    app.add_systems(
        Update,
        (show_prompt, show_turn)
            .run_if(resource_exists::<Match>)
            .in_set(AppSystems::View),
    );
}

/// The map's squares of the person at the table, and of the other seat when it is the computer.
pub const LARGE_CELL: f32 = 52.0;
pub const SMALL_CELL: f32 = 34.0;

#[derive(Component)]
struct PromptText;

#[derive(Component)]
struct NoticeText;

#[derive(Component)]
struct TurnText;

fn spawn_table(mut commands: Commands, game: Res<Match>, images: Option<Res<ImageAssets>>) {
    let root = commands
        .spawn((
            Name::new("Table"),
            DespawnOnExit(Screen::Game),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                padding: UiRect::all(px(12)),
                row_gap: px(10),
                ..default()
            },
            BackgroundColor(theme::PAPER),
        ))
        .id();
    if let Some(images) = images {
        commands.entity(root).insert(ImageNode {
            image: images.paper.clone(),
            image_mode: NodeImageMode::Tiled {
                tile_x: true,
                tile_y: true,
                stretch_value: 1.0,
            },
            ..default()
        });
    }
    commands.spawn((
        Name::new("Top bar"),
        ChildOf(root),
        Node {
            width: percent(100),
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::Start,
            column_gap: px(16),
            ..default()
        },
        children![
            (
                Name::new("Prompt"),
                Node {
                    flex_direction: FlexDirection::Column,
                    flex_shrink: 1.0,
                    ..default()
                },
                children![
                    (PromptText, theme::label("", 24.0)),
                    (NoticeText, theme::coloured_label("", 18.0, theme::ILLEGAL)),
                ],
            ),
            (TurnText, theme::coloured_label("", 18.0, theme::MUTED)),
        ],
    ));
    let main = commands
        .spawn((
            Name::new("Main area"),
            ChildOf(root),
            Node {
                width: percent(100),
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::FlexStart,
                column_gap: px(28),
                row_gap: px(16),
                ..default()
            },
        ))
        .id();
    let rival_cell = if game.is_hot_seat() {
        LARGE_CELL
    } else {
        SMALL_CELL
    };
    spawn_kingdom(&mut commands, main, &game, 0, LARGE_CELL);
    let centre = commands
        .spawn((
            Name::new("Centre"),
            ChildOf(main),
            Node {
                width: px(360),
                ..theme::centred_column(14.0)
            },
        ))
        .id();
    spawn_tray(&mut commands, centre);
    commands.spawn((
        Name::new("Choices"),
        ChildOf(centre),
        ChoiceBar,
        Node {
            flex_wrap: FlexWrap::Wrap,
            justify_content: JustifyContent::Center,
            column_gap: px(8),
            row_gap: px(8),
            ..default()
        },
    ));
    commands.spawn((
        ChildOf(centre),
        theme::hint(
            "Click or Enter: confirm · R or right click: turn · Tab: map or buttons · \
             Backspace: undo · Esc: pause",
        ),
        TextLayout::justify(Justify::Center),
    ));
    let side = commands
        .spawn((
            Name::new("Other side"),
            ChildOf(main),
            theme::centred_column(14.0),
        ))
        .id();
    spawn_kingdom(&mut commands, side, &game, 1, rival_cell);
    spawn_spellbook(&mut commands, side, &game);
}

fn show_prompt(
    prompt: Res<Prompt>,
    notice: Res<Notice>,
    mut prompts: Query<&mut Text, (With<PromptText>, Without<NoticeText>)>,
    mut notices: Query<&mut Text, (With<NoticeText>, Without<PromptText>)>,
) {
    if prompt.is_changed() {
        for mut text in &mut prompts {
            text.0.clone_from(&prompt.0);
        }
    }
    if notice.is_changed() {
        for mut text in &mut notices {
            text.0 = notice.0.clone().unwrap_or_default();
        }
    }
}

fn show_turn(game: Res<Match>, mut texts: Query<&mut Text, With<TurnText>>) {
    if !game.is_changed() {
        return;
    }
    let state = &game.state;
    let a = state.player_a();
    let line = format!(
        "Turn {} · A: {} · B: {}",
        state.turn(),
        game.seat_name(a),
        game.seat_name(1 - a)
    );
    for mut text in &mut texts {
        text.0.clone_from(&line);
    }
}

fn spawn_pause_menu(mut commands: Commands) {
    commands.spawn((
        Name::new("Pause menu"),
        DespawnOnExit(Pause::Paused),
        GlobalZIndex(10),
        Node {
            position_type: PositionType::Absolute,
            ..theme::full_screen_column(24.0)
        },
        BackgroundColor(theme::PAPER.with_alpha(0.92)),
        children![
            theme::heading("Paused"),
            (Name::new("Pause choices"), ChoiceBar, theme::menu_column(),),
            theme::hint("Esc or Start resumes."),
        ],
    ));
}
