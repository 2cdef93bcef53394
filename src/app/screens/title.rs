//! The title screen: the game's name, its coats of arms, the menu, and what went wrong at start.

use crate::app::table::{Continuable, TableApp};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use kingdomino_core::duel::Duel;
use kingdomino_core::games::GameKind;
use kingdomino_core::original::Kingdomino;

use crate::app::GAME_TITLE;
use crate::app::choices::{Choice, Choices, Focus, Go, Intent, OfferChoices};
use crate::app::files::coat_images::CoatImages;
use crate::app::files::rule_set::ActiveRules;
use crate::app::online::{Glimpse, KeptRooms, RoomGlances, rough_time_left};
use crate::app::platform::console;
use crate::app::player::startup_problems::StartupProblems;
use crate::app::settings::PlaySettings;
use crate::app::states::{AppSystems, Overlay, Screen, Seat};
use crate::app::theme;
use crate::app::theme::MenuColumns;
use crate::app::view::{ChoiceBar, controls_hint};
use kingdomino_core::ai::Level;
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::online::{RoomCode, Standing, own_and_best_other};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FocusGiven>();
    app.add_systems(
        OnEnter(Screen::Title),
        (spawn_title_screen, offer_menu, announce_ready),
    );
    app.add_systems(
        OnEnter(Overlay::Closed),
        offer_menu.run_if(in_state(Screen::Title)),
    );
    app.add_systems(
        Update,
        refresh_menu
            .run_if(
                in_state(Screen::Title)
                    .and_then(in_state(Overlay::Closed))
                    .and_then(resource_changed::<RoomGlances>),
            )
            .in_set(AppSystems::Decide),
    );
}

const COAT_SIZE: f32 = 64.0;
/// Problems shown on the title; the Mods screen has them all.
const PROBLEMS_SHOWN: usize = 3;

/// What the menu is made from.
#[derive(SystemParam)]
struct MenuSources<'w> {
    continuable: Option<Res<'w, Continuable<Duel>>>,
    continuable_original: Option<Res<'w, Continuable<Kingdomino>>>,
    kept_rooms: Res<'w, KeptRooms>,
    glances: Res<'w, RoomGlances>,
    rules: Res<'w, ActiveRules<Duel>>,
    original_rules: Res<'w, ActiveRules<Kingdomino>>,
    play: Res<'w, PlaySettings>,
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
    offer_with_focus_on(&mut choices, menu, first);
    given.0 = Some(first);
}

/// A server's answer changes the online games' lines; the focus goes to a game now known to
/// wait for this player unless the player moved it.
fn refresh_menu(mut choices: ResMut<Choices>, sources: MenuSources, mut given: ResMut<FocusGiven>) {
    let (menu, first) = title_menu(&sources);
    let focused = match choices.focus() {
        Focus::Choice(index) => choices.list().get(index).map(|choice| choice.intent),
        Focus::Grid => None,
    };
    if focused.is_some() && focused == given.0 {
        offer_with_focus_on(&mut choices, menu, first);
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

/// The menu: Continue first when there is a saved game of either game or kept online games (each
/// saying how it stands), then the ways to start one.
fn title_menu(sources: &MenuSources) -> (Vec<Choice>, Intent) {
    let against = |level: Level| Intent::Go(Go::StartMatch([Seat::Human, Seat::Computer(level)]));
    let mut menu: Vec<Choice> = [
        continue_button(sources.continuable.as_deref(), &sources.rules),
        continue_button(
            sources.continuable_original.as_deref(),
            &sources.original_rules,
        ),
    ]
    .into_iter()
    .flatten()
    .collect();
    let continue_first = menu.first().map(|choice| choice.intent);
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
            your_move.get_or_insert(intent);
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
        let mut line = online_game_line(&kept.room, glimpse).with("room", room);
        if let Some(options) = kept.kingdom {
            line = Phrase::new("title-online-kingdom")
                .with("players", usize::from(options.players))
                .with("line", line);
        }
        menu.push(Choice::button(intent, line));
    }
    menu.extend(
        [Level::Easy, Level::Normal, Level::Expert]
            .into_iter()
            .map(|level| {
                Choice::button(
                    against(level),
                    Phrase::new("title-play-computer").with("level", names::level(level)),
                )
            }),
    );
    menu.push(Choice::button(
        Intent::Go(Go::StartMatch([Seat::Human, Seat::Human])),
        Phrase::new("title-two-players"),
    ));
    menu.push(Choice::button(
        Intent::Go(Go::ShowKingdominoSetup),
        Phrase::new("title-original-game"),
    ));
    menu.push(Choice::button(
        Intent::Go(Go::ShowOnline),
        Phrase::new("title-play-online"),
    ));
    menu.push(Choice::button(
        Intent::Go(Go::ShowSeedEntry),
        Phrase::new("title-play-seed"),
    ));
    menu.push(Choice::button(
        Intent::Go(Go::ShowReplays),
        Phrase::new("title-replays"),
    ));
    menu.push(Choice::button(
        Intent::Go(Go::ShowHowToPlay(GameKind::Duel)),
        Phrase::new("menu-how-to-play"),
    ));
    menu.push(Choice::button(
        Intent::Go(Go::ShowSettings),
        Phrase::new("menu-settings"),
    ));
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
        .unwrap_or_else(|| against(sources.play.computer_level.level()));
    (menu, first)
}

/// Continue, saying how game `G`'s save stands, when there is one.
fn continue_button<G: TableApp>(
    continuable: Option<&Continuable<G>>,
    rules: &ActiveRules<G>,
) -> Option<Choice> {
    let saved = continuable?;
    Some(Choice::button(
        Intent::Go(Go::Continue(G::KIND)),
        saved.summary(&rules.0),
    ))
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
    rules: Res<ActiveRules<Duel>>,
    problems: Res<StartupProblems>,
) {
    // The coats give their room to the problems when there are some.
    let coats: Vec<Handle<Image>> = images
        .iter()
        .filter(|_| problems.0.is_empty())
        .flat_map(|images| rules.coat_ids().map(|coat| images.coat(&rules, coat)))
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
            screen.spawn(theme::heading(Phrase::verbatim(GAME_TITLE)));
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
