//! The Replays screen: the finished games kept, newest first; one picked shows its details, and
//! is watched at the table (from its start, or from a turn where the lead moved most) or
//! exported.

use bevy::prelude::*;

use super::replay_shelf::{OnTheShelf, Shelf, ShelfEntry, WatchKept, read_entries, watch_kept};
use crate::app::choices::{
    Choice, ChoiceMade, Choices, ControlPressed, Focus, Go, Intent, Look, OfferChoices, ShelfChoice,
};

use crate::app::language::Localized;
use crate::app::player::player_data::{Exports, PlayerData};
use crate::app::states::{AppSystems, Screen};
use crate::app::theme;
use crate::app::theme::scroll::ScrolledChoices;
use crate::app::view::{ChoiceBar, controls_hint};
use kingdomino_core::localization::Phrase;
use kingdomino_core::player_files::replays::{REPLAYS_KEPT, replay_names};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<WatchKept>();
    app.configure_sets(
        OnEnter(Screen::Replays),
        (ShelfSystems::List, ShelfSystems::Read, ShelfSystems::Show).chain(),
    );
    app.add_systems(
        OnEnter(Screen::Replays),
        (
            read_shelf.in_set(ShelfSystems::List),
            (spawn_replays_screen, offer_choices)
                .chain()
                .in_set(ShelfSystems::Show),
        ),
    );
    app.add_systems(OnExit(Screen::Replays), put_shelf_away);
    app.add_systems(
        Update,
        (follow_choices, offer_choices)
            .chain()
            .in_set(AppSystems::Decide)
            .run_if(in_state(Screen::Replays)),
    );
    app.add_systems(
        Update,
        show_details
            .in_set(AppSystems::View)
            .run_if(in_state(Screen::Replays)),
    );
}

/// Game `G`'s kept games on the shelf: read by it, and watched at its table.
pub(super) fn game_plugin<G: OnTheShelf>(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Replays),
        read_entries::<G>.in_set(ShelfSystems::Read),
    );
    app.add_systems(
        Update,
        watch_kept::<G>
            .after(follow_choices)
            .in_set(AppSystems::Decide),
    );
}

/// The shelf set up as the screen opens: its files listed, each read by its game, then shown.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum ShelfSystems {
    List,
    Read,
    Show,
}

/// The text above the list: a replay's details, or what the list is.
#[derive(Component)]
struct DetailText;

/// What the last export did.
#[derive(Component)]
struct ExportText;

fn read_shelf(mut commands: Commands, data: Res<PlayerData>) {
    let names = replay_names(&data.0).unwrap_or_else(|error| {
        warn!(
            "The replays in {} cannot be listed: {error}",
            data.0.describe("")
        );
        Vec::new()
    });
    let replays = names
        .into_iter()
        .take(REPLAYS_KEPT)
        .filter_map(|name| match data.0.read(&name) {
            Ok(bytes) => Some(ShelfEntry::new(name, bytes?)),
            Err(error) => {
                warn!(
                    "The replay {} cannot be read: {error}",
                    data.0.describe(&name)
                );
                None
            }
        })
        .collect();
    commands.insert_resource(Shelf {
        replays,
        picked: None,
        last_picked: 0,
        exported: Phrase::Empty,
    });
}

fn put_shelf_away(mut commands: Commands) {
    commands.remove_resource::<Shelf>();
}

fn spawn_replays_screen(mut commands: Commands) {
    commands.spawn((
        Name::new("Replays screen"),
        DespawnOnExit(Screen::Replays),
        theme::full_screen_column(12.0),
        BackgroundColor(theme::PAPER),
        children![
            theme::label(Phrase::new("replays-heading"), 44.0),
            (
                DetailText,
                theme::label(Phrase::Empty, 18.0),
                TextLayout::justify(Justify::Center),
                Node {
                    max_width: percent(90),
                    ..default()
                },
            ),
            (
                Name::new("Replay list"),
                ChoiceBar,
                ScrolledChoices,
                Node {
                    max_height: percent(62),
                    overflow: Overflow::scroll_y(),
                    flex_shrink: 1.0,
                    ..theme::menu_column()
                },
            ),
            (ExportText, theme::label(Phrase::Empty, 16.0)),
            controls_hint(
                Phrase::new("replays-hint").with("count", REPLAYS_KEPT),
                Phrase::new("replays-touch-hint").with("count", REPLAYS_KEPT),
            ),
        ],
    ));
}

/// The list: Back, then a button per replay. A replay picked: Watch, Export, back to the list.
fn offer_choices(shelf: Res<Shelf>, mut choices: ResMut<Choices>) {
    if !shelf.is_changed() {
        return;
    }
    let (list, focus) = match shelf.picked() {
        Some(entry) => {
            let watch = Choice {
                intent: Intent::Shelf(ShelfChoice::Watch),
                label: Phrase::new("replays-watch"),
                look: if entry.watchable().is_some() {
                    Look::Button
                } else {
                    Look::Disabled
                },
            };
            let focus = usize::from(entry.watchable().is_none());
            let from_swings = entry.swings().iter().map(|swing| {
                Choice::button(
                    Intent::Shelf(ShelfChoice::WatchFromTurn(
                        u16::try_from(swing.moment).unwrap_or(u16::MAX),
                    )),
                    Phrase::new("replays-watch-from")
                        .with("turn", swing.moment)
                        .with("points", swing.points),
                )
            });
            (
                std::iter::once(watch)
                    .chain(from_swings)
                    .chain([
                        Choice::button(
                            Intent::Shelf(ShelfChoice::Export),
                            Phrase::new("replays-export"),
                        ),
                        Choice::button(
                            Intent::Shelf(ShelfChoice::BackToList),
                            Phrase::new("replays-back-to-list"),
                        ),
                    ])
                    .collect(),
                focus,
            )
        }
        None => {
            let mut list = vec![Choice::button(
                Intent::Go(Go::ToTitle),
                Phrase::new("menu-back"),
            )];
            list.extend(shelf.replays.iter().enumerate().map(|(index, entry)| {
                // No more than REPLAYS_KEPT are listed.
                Choice::button(
                    Intent::Shelf(ShelfChoice::Pick(index as u8)),
                    entry.summary(),
                )
            }));
            let focus = match shelf.replays.len() {
                0 => 0,
                count => shelf.last_picked.min(count - 1) + 1,
            };
            (list, focus)
        }
    };
    choices.offer_focused(list, None, Focus::Choice(focus));
}

fn follow_choices(
    mut made: MessageReader<ChoiceMade>,
    mut pressed: MessageReader<ControlPressed>,
    mut shelf: ResMut<Shelf>,
    exports: Res<Exports>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut watch: MessageWriter<WatchKept>,
) {
    let cancelled = pressed
        .read()
        .any(|control| matches!(control, ControlPressed::Cancel | ControlPressed::Pause));
    if cancelled {
        if shelf.picked.is_some() {
            shelf.picked = None;
        } else {
            next_screen.set(Screen::Title);
        }
    }
    for ChoiceMade(intent) in made.read() {
        let Intent::Shelf(choice) = *intent else {
            continue;
        };
        match choice {
            ShelfChoice::Pick(index) => {
                shelf.picked = Some(usize::from(index));
                shelf.last_picked = usize::from(index);
                shelf.exported = Phrase::Empty;
            }
            ShelfChoice::BackToList => shelf.picked = None,
            ShelfChoice::Export => {
                let Some(entry) = shelf.picked() else {
                    continue;
                };
                let done = if exports.0.is_download() {
                    "replays-downloaded"
                } else {
                    "replays-exported"
                };
                shelf.exported = match exports.0.export(&entry.name, &entry.text) {
                    Ok(place) => Phrase::new(done).with("place", place),
                    Err(error) => {
                        Phrase::new("replays-export-failed").with("error", error.to_string())
                    }
                };
            }
            ShelfChoice::Watch | ShelfChoice::WatchFromTurn(_) => {
                let Some((entry, read)) = shelf
                    .picked()
                    .and_then(|entry| Some((entry, entry.watchable()?)))
                else {
                    continue;
                };
                watch.write(WatchKept {
                    game: read.game,
                    name: entry.name.clone(),
                    text: entry.text.clone(),
                    from: match choice {
                        ShelfChoice::WatchFromTurn(turn) => Some(usize::from(turn)),
                        _ => None,
                    },
                });
            }
        }
    }
}

fn show_details(
    shelf: Res<Shelf>,
    mut details: Query<&mut Localized, (With<DetailText>, Without<ExportText>)>,
    mut exports: Query<&mut Localized, With<ExportText>>,
) {
    if !shelf.is_changed() {
        return;
    }
    let said = match shelf.picked() {
        Some(entry) => entry.details(),
        None if shelf.replays.is_empty() => Phrase::new("replays-none"),
        None => Phrase::new("replays-explained"),
    };
    for mut text in &mut details {
        text.set_if_neq(Localized(said.clone()));
    }
    for mut text in &mut exports {
        text.set_if_neq(Localized(shelf.exported.clone()));
    }
}
