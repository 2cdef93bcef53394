//! The title screen: the game's name, its coats of arms, the menu, and what went wrong at start.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::starts::{GameStarts, GamesElsewhere, StartsSystems};

use crate::app::choices::{Choice, Choices, Focus, Go, Intent, OfferChoices};
use crate::app::files::coat_images::CoatImages;
use crate::app::player::startup_problems::StartupProblems;
use crate::app::runtime::console;
use crate::app::states::{AppSystems, GameId, Overlay, Screen};
use crate::app::theme;
use crate::app::theme::MenuColumns;
use crate::app::view::{ChoiceBar, controls_hint};
use kingdomino_core::localization::Phrase;

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
                        resource_changed::<GamesElsewhere>.or_else(resource_changed::<GameStarts>),
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
    elsewhere: Res<'w, GamesElsewhere>,
    #[cfg(not(target_arch = "wasm32"))]
    mods: Res<'w, crate::app::files::found_mods::FoundMods>,
}

/// Where the menu put the focus, until the player moves it.
#[derive(Resource, Default)]
struct FocusGiven(Option<Intent>);

/// The menu shown afresh: the focus on the first game elsewhere waiting for this player's move
/// (an online game), else the first one there, else Continue, else a game's first way to begin
/// (the Duel's: the computer level played last).
fn offer_menu(mut choices: ResMut<Choices>, sources: MenuSources, mut given: ResMut<FocusGiven>) {
    let (menu, first) = title_menu(&sources);
    offer_with_focus_on(&mut choices, menu, first.clone());
    given.0 = Some(first);
}

/// A server's answer changes the lines of the games elsewhere; the focus goes to a game now
/// known to wait for this player unless the player moved it.
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

/// The menu: Continue first when there is a saved game of any game, then the games elsewhere
/// (the online games kept), each saying how it stands, then each game's ways to begin, then the
/// rest.
fn title_menu(sources: &MenuSources) -> (Vec<Choice>, Intent) {
    let mut menu: Vec<Choice> = sources
        .starts
        .iter()
        .filter_map(|offered| offered.continued.clone())
        .collect();
    let continue_first = menu.first().map(|choice| choice.intent.clone());
    menu.extend(sources.elsewhere.lines.iter().cloned());
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
    let elsewhere = &sources.elsewhere;
    let first = (elsewhere.your_move.clone())
        .or_else(|| elsewhere.lines.first().map(|line| line.intent.clone()))
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
