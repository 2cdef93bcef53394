//! The title screen: the game's name, its coats of arms, the menu, and what went wrong at start.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::starts::{GameStarts, StartsSystems};

use crate::app::choices::{Choice, Choices, Focus, Go, Intent, OfferChoices};
use crate::app::files::coat_images::CoatImages;
use crate::app::online::{Glimpse, KeptRooms, RoomGlances, kept_room_line, rough_time_left};
use crate::app::player::startup_problems::StartupProblems;
use crate::app::runtime::console;
use crate::app::states::{AppSystems, GameId, Overlay, Screen};
use crate::app::theme;
use crate::app::theme::MenuColumns;
use crate::app::view::{ChoiceBar, controls_hint};
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::{RoomCode, Standing, own_and_best_other};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FocusGiven>();
    app.add_systems(
        OnEnter(Screen::Title),
        (
            spawn_title_screen,
            offer_menu.in_set(StartsSystems::Offer),
            announce_ready,
        ),
    );
    app.add_systems(
        OnEnter(Overlay::Closed),
        offer_menu
            .run_if(in_state(Screen::Title))
            .in_set(StartsSystems::Offer),
    );
    app.add_systems(
        Update,
        refresh_menu
            .run_if(
                in_state(Screen::Title)
                    .and_then(in_state(Overlay::Closed))
                    .and_then(
                        resource_changed::<RoomGlances>.or_else(resource_changed::<GameStarts>),
                    ),
            )
            .in_set(StartsSystems::Offer)
            .in_set(AppSystems::Decide),
    );
}

const COAT_SIZE: f32 = 64.0;
/// Problems shown on the title; the Mods screen has them all.
const PROBLEMS_SHOWN: usize = 3;

/// What the menu is made from.
#[derive(SystemParam)]
struct MenuSources<'w> {
    starts: Res<'w, GameStarts>,
    kept_rooms: Res<'w, KeptRooms>,
    glances: Res<'w, RoomGlances>,
    #[cfg(not(target_arch = "wasm32"))]
    mods: Res<'w, crate::app::files::found_mods::FoundMods>,
}

/// Where the menu put the focus, until the player moves it.
#[derive(Resource, Default)]
struct FocusGiven(Option<Intent>);

/// The menu shown afresh: the focus on the first online game waiting for this player's move,
/// else the first one kept, else Continue, else the computer level played last.
fn offer_menu(mut choices: ResMut<Choices>, sources: MenuSources, mut given: ResMut<FocusGiven>) {
    let (menu, first) = title_menu(&sources);
    offer_with_focus_on(&mut choices, menu, first.clone());
    given.0 = Some(first);
}

/// A server's answer changes the online games' lines; the focus goes to a game now known to
/// wait for this player unless the player moved it.
fn refresh_menu(mut choices: ResMut<Choices>, sources: MenuSources, mut given: ResMut<FocusGiven>) {
    let (menu, first) = title_menu(&sources);
    let focused = match choices.focus() {
        Focus::Choice(index) => choices
            .list()
            .get(index)
            .map(|choice| choice.intent.clone()),
        Focus::Grid => None,
    };
    if focused.is_some() && focused == given.0 {
        offer_with_focus_on(&mut choices, menu, first.clone());
        given.0 = Some(first);
    } else {
        choices.offer(menu, None);
    }
}

fn offer_with_focus_on(choices: &mut ResMut<Choices>, menu: Vec<Choice>, first: Intent) {
    let focus = menu
        .iter()
        .position(|choice| choice.intent == first)
        .unwrap_or(0);
    choices.offer_focused(menu, None, Focus::Choice(focus));
}

/// The menu: Continue first when there is a saved game of any game or kept online games (each
/// saying how it stands), then each game's ways to begin, then the rest.
fn title_menu(sources: &MenuSources) -> (Vec<Choice>, Intent) {
    let mut menu: Vec<Choice> = sources
        .starts
        .iter()
        .filter_map(|offered| offered.continued.clone())
        .collect();
    let continue_first = menu.first().map(|choice| choice.intent.clone());
    let your_move = push_online_games(&mut menu, sources);
    menu.extend(
        sources
            .starts
            .iter()
            .flat_map(|offered| offered.title.clone()),
    );
    menu.extend(
        [
            (Go::ShowOnline, Phrase::new("title-play-online")),
            (Go::ShowSeedEntry, Phrase::new("title-play-seed")),
            (Go::ShowReplays, Phrase::new("title-replays")),
            (
                Go::ShowHowToPlay(first_game(sources)),
                Phrase::new("menu-how-to-play"),
            ),
            (Go::ShowSettings, Phrase::new("menu-settings")),
        ]
        .map(|(go, label)| Choice::button(Intent::Go(go), label)),
    );
    #[cfg(not(target_arch = "wasm32"))]
    {
        menu.push(Choice::button(
            Intent::Go(Go::ShowMods),
            Phrase::new("title-mods").with("count", sources.mods.0.mods.len()),
        ));
        menu.push(Choice::button(
            Intent::Go(Go::Quit),
            Phrase::new("menu-quit"),
        ));
    }
    let first = your_move
        .or_else(|| (!sources.kept_rooms.0.is_empty()).then_some(Intent::Go(Go::ContinueOnline(0))))
        .or(continue_first)
        .or_else(|| {
            sources
                .starts
                .iter()
                .find_map(|offered| offered.first.clone())
        })
        .unwrap_or(Intent::Go(Go::ShowSettings));
    (menu, first)
}

/// The game the title's How to play tells: the first one registered.
fn first_game(sources: &MenuSources) -> GameId {
    sources
        .starts
        .iter()
        .next()
        .map_or(GameId("none"), |offered| offered.game)
}

/// A line for each online game kept, saying whose move it is; the first that waits for this
/// player, to focus.
fn push_online_games(menu: &mut Vec<Choice>, sources: &MenuSources) -> Option<Intent> {
    let glimpses: Vec<Glimpse> = sources
        .kept_rooms
        .0
        .iter()
        .map(|kept| sources.glances.of(&kept.server, &kept.room))
        .collect();
    let mut your_move = None;
    for (index, (kept, glimpse)) in sources.kept_rooms.0.iter().zip(&glimpses).enumerate() {
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
        menu.push(Choice::button(intent, kept_room_line(kept.game, line)));
    }
    your_move
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

fn spawn_title_screen(
    mut commands: Commands,
    images: Option<Res<CoatImages>>,
    problems: Res<StartupProblems>,
) {
    // The coats give their room to the problems when there are some.
    let coats: Vec<Handle<Image>> = images
        .iter()
        .filter(|_| problems.0.is_empty())
        .flat_map(|images| images.all().cloned())
        .collect();
    let mut problem_lines: Vec<Phrase> = problems.0.iter().take(PROBLEMS_SHOWN).cloned().collect();
    if problems.0.len() > PROBLEMS_SHOWN {
        problem_lines.push(
            Phrase::new("title-more-problems").with("count", problems.0.len() - PROBLEMS_SHOWN),
        );
    }
    commands
        .spawn((
            Name::new("Title screen"),
            DespawnOnExit(Screen::Title),
            theme::full_screen_column(14.0),
            BackgroundColor(theme::PAPER),
        ))
        .with_children(|screen| {
            screen.spawn(theme::heading(Phrase::verbatim(theme::GAME_TITLE)));
            screen
                .spawn((
                    Name::new("Coats of arms"),
                    Node {
                        column_gap: px(14),
                        ..default()
                    },
                ))
                .with_children(|row| {
                    for image in coats {
                        row.spawn(theme::coat_picture(image, COAT_SIZE));
                    }
                });
            // A long menu (a saved game and an online one to continue) takes more columns
            // rather than pushing the heading and the hint off a short window.
            screen.spawn((Name::new("Menu"), ChoiceBar, MenuColumns::default()));
            if !problem_lines.is_empty() {
                screen.spawn((
                    theme::coloured_label(Phrase::lines(problem_lines), 16.0, theme::ILLEGAL),
                    Node {
                        max_width: percent(90),
                        ..default()
                    },
                ));
            }
            screen.spawn(controls_hint(
                Phrase::new("title-controls-hint"),
                Phrase::new("title-touch-hint"),
            ));
        });
}

/// The line tools and tests wait for, printed the first time the title shows.
fn announce_ready(mut announced: Local<bool>) {
    if !*announced {
        *announced = true;
        console::announce("kingdomino-duel: ready");
    }
}
