//! The Replays screen: the finished games kept, newest first; one picked shows its details, and
//! is watched at the table (from its start, or from a turn where the lead moved most) or
//! exported.

use crate::app::table::{MatchRequest, TableApp, Watching};
use bevy::prelude::*;
use kingdomino_core::duel::Duel;
use kingdomino_core::original::Kingdomino;

use super::replay_shelf::{ShelfEntry, Watchable};
use crate::app::choices::{
    Choice, ChoiceMade, Choices, ControlPressed, Focus, Go, Intent, Look, OfferChoices, ShelfChoice,
};
use crate::app::files::rule_set::ActiveRules;

use crate::app::language::Localized;
use crate::app::player::player_data::{Exports, PlayerData};
use crate::app::states::{AppSystems, Screen};
use crate::app::theme;
use crate::app::theme::scroll::ScrolledChoices;
use crate::app::view::{ChoiceBar, controls_hint};
use kingdomino_core::localization::Phrase;
use kingdomino_core::player_files::replays::{REPLAYS_KEPT, replay_names};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Replays),
        (read_shelf, spawn_replays_screen, offer_choices).chain(),
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

/// The kept replays, as read when the screen opened.
#[derive(Resource, Debug)]
struct Shelf {
    replays: Vec<ShelfEntry>,
    /// The replay whose details show, by its place in the list.
    picked: Option<usize>,
    /// The replay the list's focus goes back to.
    last_picked: usize,
    /// What the last export did.
    exported: Phrase,
}

impl Shelf {
    /// The replay whose details show.
    fn picked(&self) -> Option<&ShelfEntry> {
        self.picked.and_then(|index| self.replays.get(index))
    }
}

/// The text above the list: a replay's details, or what the list is.
#[derive(Component)]
struct DetailText;

/// What the last export did.
#[derive(Component)]
struct ExportText;

fn read_shelf(
    mut commands: Commands,
    data: Res<PlayerData>,
    rules: Res<ActiveRules<Duel>>,
    original: Res<ActiveRules<Kingdomino>>,
) {
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
            Ok(bytes) => Some(ShelfEntry::read(name, bytes?, &rules.0, &original.0)),
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
fn offer_choices(shelf: Res<Shelf>, rules: Res<ActiveRules<Duel>>, mut choices: ResMut<Choices>) {
    if !shelf.is_changed() {
        return;
    }
    let (list, focus) = match shelf.picked() {
        Some(entry) => {
            let watch = Choice {
                intent: Intent::Shelf(ShelfChoice::Watch),
                label: Phrase::new("replays-watch"),
                look: if entry.game.is_ok() {
                    Look::Button
                } else {
                    Look::Disabled
                },
            };
            let focus = usize::from(entry.game.is_err());
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
                    entry.summary(&rules.0),
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
    mut commands: Commands,
    mut made: MessageReader<ChoiceMade>,
    mut pressed: MessageReader<ControlPressed>,
    mut shelf: ResMut<Shelf>,
    rules: Res<ActiveRules<Duel>>,
    original: Res<ActiveRules<Kingdomino>>,
    exports: Res<Exports>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut requests: MessageWriter<MatchRequest<Duel>>,
    mut kingdom_requests: MessageWriter<MatchRequest<Kingdomino>>,
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
                let Some(ShelfEntry {
                    name,
                    game: Ok(game),
                    ..
                }) = shelf.picked()
                else {
                    continue;
                };
                let from_turn = match choice {
                    ShelfChoice::WatchFromTurn(turn) => Some(usize::from(turn)),
                    _ => None,
                };
                match game {
                    Watchable::Duel { saved, .. } => {
                        let watching = Watching::new(name.clone(), (**saved).clone(), &rules.0);
                        watch(&mut commands, watching, from_turn, &mut requests);
                    }
                    Watchable::Kingdom { saved, .. } => {
                        let watching = Watching::new(name.clone(), (**saved).clone(), &original.0);
                        watch(&mut commands, watching, from_turn, &mut kingdom_requests);
                    }
                }
            }
        }
    }
}

fn show_details(
    shelf: Res<Shelf>,
    rules: Res<ActiveRules<Duel>>,
    mut details: Query<&mut Localized, (With<DetailText>, Without<ExportText>)>,
    mut exports: Query<&mut Localized, With<ExportText>>,
) {
    if !shelf.is_changed() {
        return;
    }
    let said = match shelf.picked() {
        Some(entry) => entry.details(&rules.0),
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

/// The table shows the kept game from its start, or from the start of turn `from_turn`.
fn watch<G: TableApp>(
    commands: &mut Commands,
    watching: Watching<G>,
    from_turn: Option<usize>,
    requests: &mut MessageWriter<MatchRequest<G>>,
) {
    let from = from_turn.map_or(0, |turn| watching.position.start_of_turn(turn));
    requests.write(watching.jump(from));
    commands.insert_resource(watching);
}
