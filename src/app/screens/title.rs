//! The title screen: the game's name, its coats of arms, the menu, and what went wrong at start.

use bevy::prelude::*;

use crate::app::GAME_TITLE;
use crate::app::choices::{Choice, Choices, Focus, Go, Intent, OfferChoices};
use crate::app::files::coat_images::CoatImages;
use crate::app::files::rule_set::ActiveRules;
use crate::app::game::saved_game::ContinuableGame;
use crate::app::online::KeptRoom;
use crate::app::platform::console;
use crate::app::player::startup_problems::StartupProblems;
use crate::app::settings::PlaySettings;
use crate::app::states::{Overlay, Screen, Seat};
use crate::app::view::theme;
use crate::app::view::{ChoiceBar, MenuColumns, controls_hint};
use kingdomino_core::ai::Level;
use kingdomino_core::localization::Phrase;
use kingdomino_core::localization::names;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Title),
        (spawn_title_screen, offer_menu, announce_ready),
    );
    app.add_systems(
        OnEnter(Overlay::Closed),
        offer_menu.run_if(in_state(Screen::Title)),
    );
}

const COAT_SIZE: f32 = 64.0;
/// Problems shown on the title; the Mods screen has them all.
const PROBLEMS_SHOWN: usize = 3;

/// The menu: Continue first when there is a saved game or a kept online game (and the focus on
/// it, the online one first), else the focus on the computer level played last.
fn offer_menu(
    mut choices: ResMut<Choices>,
    continuable: Option<Res<ContinuableGame>>,
    kept_room: Option<Res<KeptRoom>>,
    rules: Res<ActiveRules>,
    play: Res<PlaySettings>,
    #[cfg(not(target_arch = "wasm32"))] mods: Res<crate::app::files::found_mods::FoundMods>,
) {
    let against = |level: Level| Intent::Go(Go::StartMatch([Seat::Human, Seat::Computer(level)]));
    let mut menu: Vec<Choice> = continuable
        .iter()
        .map(|saved| Choice::button(Intent::Go(Go::Continue), saved.summary(&rules)))
        .collect();
    menu.extend(kept_room.iter().map(|kept| {
        Choice::button(
            Intent::Go(Go::ContinueOnline),
            Phrase::new("title-continue-online").with("code", kept.room.shown()),
        )
    }));
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
        Intent::Go(Go::ShowHowToPlay),
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
            Phrase::new("title-mods").with("count", mods.0.mods.len()),
        ));
        menu.push(Choice::button(
            Intent::Go(Go::Quit),
            Phrase::new("menu-quit"),
        ));
    }
    let first = if kept_room.is_some() {
        Intent::Go(Go::ContinueOnline)
    } else if continuable.is_some() {
        Intent::Go(Go::Continue)
    } else {
        against(play.computer_level.level())
    };
    let focus = menu
        .iter()
        .position(|choice| choice.intent == first)
        .unwrap_or(0);
    choices.offer_focused(menu, None, Focus::Choice(focus));
}

fn spawn_title_screen(
    mut commands: Commands,
    images: Option<Res<CoatImages>>,
    rules: Res<ActiveRules>,
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
                        row.spawn((
                            Name::new("Coat of arms"),
                            ImageNode::new(image),
                            Node {
                                width: px(COAT_SIZE),
                                height: px(COAT_SIZE),
                                ..default()
                            },
                        ));
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
