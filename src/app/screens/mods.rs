//! The Mods screen: every mod found, what it replaces, and what is wrong with it.

use bevy::prelude::*;

use kingdomino_core::localization::Phrase;

use crate::app::choices::{
    Choice, ChoiceMade, Choices, ControlPressed, Focus, Go, Intent, OfferChoices,
};
use crate::app::files::found_mods::FoundMods;
use crate::app::player::player_data::PlayerData;
use crate::app::states::AppSystems;
use crate::app::states::Screen;
use crate::app::theme;
use crate::app::theme::scroll::Scrolled;
use crate::app::view::ChoiceBar;
use kingdomino_core::game_files::mods::{Mod, installed_mods_folder};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Mods), (spawn_mods_screen, offer_back));
    app.add_systems(
        Update,
        back_on_cancel
            .in_set(AppSystems::Decide)
            .run_if(in_state(Screen::Mods)),
    );
}

/// A mod shows no more problems than this; `check-mod` lists them all.
const PROBLEMS_SHOWN: usize = 5;

fn offer_back(mut choices: ResMut<Choices>) {
    choices.offer_focused(
        vec![Choice::button(
            Intent::Go(Go::ToTitle),
            Phrase::new("mods-back"),
        )],
        None,
        Focus::Choice(0),
    );
}

fn spawn_mods_screen(mut commands: Commands, found: Res<FoundMods>, data: Res<PlayerData>) {
    let folder = installed_mods_folder(&data.0).map_or_else(
        || Phrase::new("mods-no-data-folder"),
        |folder| Phrase::verbatim(folder.display().to_string()),
    );
    commands
        .spawn((
            Name::new("Mods screen"),
            DespawnOnExit(Screen::Mods),
            theme::full_screen(),
        ))
        .with_children(|screen| {
            screen.spawn(theme::label(Phrase::new("mods-heading"), 44.0));
            if found.0.mods.is_empty() {
                screen.spawn(theme::label(Phrase::new("mods-none"), 22.0));
            }
            screen
                .spawn((
                    Name::new("Mod list"),
                    Scrolled,
                    Node {
                        max_height: percent(62),
                        overflow: Overflow::scroll_y(),
                        ..theme::centred_column(14.0)
                    },
                ))
                .with_children(|list| {
                    for each in &found.0.mods {
                        list.spawn(mod_card(each));
                    }
                });
            screen.spawn(theme::hint(Phrase::new("mods-hint").with("folder", folder)));
            screen.spawn((Name::new("Menu"), ChoiceBar, theme::menu_column()));
        });
}

/// Esc, Backspace or the gamepad's B leave the screen as its one button does.
fn back_on_cancel(mut pressed: MessageReader<ControlPressed>, mut made: MessageWriter<ChoiceMade>) {
    if pressed
        .read()
        .any(|control| matches!(control, ControlPressed::Cancel | ControlPressed::Pause))
    {
        made.write(ChoiceMade(Intent::Go(Go::ToTitle)));
    }
}

fn mod_card(found: &Mod) -> impl Bundle {
    let info = &found.info;
    let title = found.title();
    let replaces: Vec<&str> = found.replaces().collect();
    let mut lines = Vec::new();
    if !info.description.is_empty() {
        lines.push((Phrase::verbatim(info.description.clone()), theme::INK));
    }
    lines.push((
        Phrase::new("mods-folder").with("folder", found.folder.display().to_string()),
        theme::MUTED,
    ));
    lines.push((
        if replaces.is_empty() {
            Phrase::new("mods-replaces-nothing")
        } else {
            Phrase::new("mods-replaces").with("files", replaces.join(", "))
        },
        theme::INK,
    ));
    for problem in found.problems.iter().take(PROBLEMS_SHOWN) {
        let colour = if problem.is_error() {
            theme::ILLEGAL
        } else {
            theme::MUTED
        };
        lines.push((Phrase::verbatim(problem.to_string()), colour));
    }
    if found.problems.len() > PROBLEMS_SHOWN {
        lines.push((
            Phrase::new("mods-more-problems").with("count", found.problems.len() - PROBLEMS_SHOWN),
            theme::MUTED,
        ));
    }
    (
        Name::new(format!("Mod {}", found.name())),
        Node {
            width: px(900),
            max_width: percent(94),
            padding: UiRect::all(px(12)),
            border: UiRect::all(px(2)),
            row_gap: px(4),
            ..theme::centred_column(4.0)
        },
        BorderColor::all(theme::GRID_LINE),
        BackgroundColor(theme::SHEET),
        Children::spawn((
            Spawn(theme::label(Phrase::verbatim(title), 24.0)),
            SpawnIter(lines.into_iter().map(|(line, colour)| {
                (
                    theme::coloured_label(line, 16.0, colour),
                    Node {
                        max_width: percent(100),
                        ..default()
                    },
                )
            })),
        )),
    )
}
