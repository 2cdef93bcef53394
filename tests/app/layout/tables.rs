//! The table laid out in every window: against the computer, for two, on phones, with mods' maps.

use super::*;
use kingdomino_core::table::Place;
use kingdomino_duel::app::table::Intended;

/// The busiest table fits in every language, its small text at `text_size` percent.
fn check_table(width: u32, height: u32, seats: [Seat; 2], text_size: u8) {
    let rules = RuleSet::builtin();
    for language in localization::SHIPPED_LANGUAGES {
        let mut app = table_app_with(width, height, seats, &rules, busiest_fill, language);
        set_text_size(&mut app, text_size);
        check_laid_out_table(&mut app, (width, height), &rules, 8, language);
    }
}

/// Each seat's map squares on screen, in the window's pixels: the side of one, and the left
/// edge of the map.
fn map_squares(app: &mut App) -> [(f32, f32); 2] {
    let squares: Vec<(Place, Entity)> = app
        .world_mut()
        .query::<(Entity, &GridTarget)>()
        .iter(app.world())
        .map(|(entity, target)| (target.owner, entity))
        .collect();
    SeatNumber::BOTH.map(|seat| {
        let rects: Vec<Rect> = squares
            .iter()
            .filter(|(of, _)| *of == Place::from(seat))
            .map(|(_, square)| screen_rect_of(app, *square))
            .collect();
        let left = rects.iter().map(|rect| rect.min.x).fold(f32::MAX, f32::min);
        (rects[0].width(), left)
    })
}

#[test]
fn the_table_against_the_computer_fits_a_wide_window() {
    check_table(1280, 720, AGAINST_EXPERT, 100);
}

#[test]
fn the_table_for_two_players_fits_a_wide_window() {
    check_table(1280, 720, TWO_PLAYERS, 100);
}

#[test]
fn the_table_against_the_computer_fits_a_tall_window() {
    check_table(800, 1000, AGAINST_EXPERT, 100);
}

#[test]
fn the_table_for_two_players_fits_a_tall_window() {
    check_table(800, 1000, TWO_PLAYERS, 100);
}

/// Each larger size Settings → Text size offers: the busiest table still fits both windows.
#[test]
fn the_table_fits_both_windows_with_larger_text() {
    for &text_size in LARGER_TEXT {
        for (width, height) in [(1280, 720), (800, 1000)] {
            for seats in [AGAINST_EXPERT, TWO_PLAYERS] {
                check_table(width, height, seats, text_size);
            }
        }
    }
}

#[test]
fn the_table_fits_a_phone_held_upright_or_sideways() {
    for (width, height) in [(390, 844), (844, 390)] {
        // A phone shows its text at its own floor whatever the setting asks.
        for text_size in [100, TEXT_SIZES[TEXT_SIZES.len() - 1]] {
            check_table(width, height, AGAINST_EXPERT, text_size);
            check_table(width, height, TWO_PLAYERS, text_size);
        }
        // Played by touch, the footer's help speaks of taps: it fits too.
        for language in localization::SHIPPED_LANGUAGES {
            let mut app = table_app_with(
                width,
                height,
                AGAINST_EXPERT,
                &RuleSet::builtin(),
                busiest_fill,
                language,
            );
            app.world_mut().resource_mut::<TouchPlay>().0 = true;
            app.world_mut().resource_mut::<PlaySettings>().hints = false;
            app.world_mut().resource_mut::<Tip>().shown = None;
            app.update();
            app.update();
            // Held upright, each map's panel is narrow and gives its lines two lines each.
            if height > width {
                check_score_lines_whole(&mut app, language);
            }
            let ui_scale = app.world().resource::<UiScale>().0;
            let window = Rect::new(0.0, 0.0, width as f32 / ui_scale, height as f32 / ui_scale);
            let footer = words(&app, &Phrase::new("table-touch-hint"));
            assert!(
                shown_texts(&mut app)
                    .iter()
                    .any(|(text, _)| *text == footer),
                "{language}: the touch help is not shown"
            );
            check_texts(&mut app, window, language);
        }
    }
}

/// Two people at a sideways phone have room for one large map: the drawer's, beside the dice.
#[test]
fn two_people_at_a_sideways_phone_each_draw_on_the_large_map() {
    let app = table_app(844, 390, TWO_PLAYERS);
    check_each_draws_on_the_large_map(app);
}

/// A wide window with large text has one large map too, shared the same way.
#[test]
fn two_people_at_a_wide_window_with_large_text_each_draw_on_the_large_map() {
    let mut app = table_app(1280, 720, TWO_PLAYERS);
    set_text_size(&mut app, TEXT_SIZES[TEXT_SIZES.len() - 1]);
    check_each_draws_on_the_large_map(app);
}

/// The map of whoever draws is the large one, on the left; once the other person starts to
/// draw, the maps change places.
fn check_each_draws_on_the_large_map(mut app: App) {
    let first = person_to_act(&mut app).expect("a person draws");
    let second = first.other();
    let check_large = |app: &mut App, drawer: SeatNumber| {
        let squares = map_squares(app);
        let (large, large_left) = squares[drawer];
        let (small, small_left) = squares[drawer.other()];
        assert!(
            large > 1.5 * small && large_left < small_left,
            "seat {drawer} draws on squares of {large} pixels at x {large_left}, the other map's \
             are {small} at x {small_left}"
        );
    };
    check_large(&mut app, first);
    // The first person draws (and makes whatever choice the drawing brings).
    for _ in 0..10 {
        if person_to_act(&mut app) != Some(first) {
            break;
        }
        let played = game(&app);
        let action = played
            .state()
            .legal_actions(&played.rules)
            .into_iter()
            .find(|action| !matches!(action, Action::CastleBonus { .. } | Action::TurnDie { .. }))
            .expect("a drawing, or the choice it brings");
        app.world_mut().write_message(Intended::<Duel> {
            seat: Place::from(first),
            action,
        });
        for _ in 0..40 {
            app.update();
        }
    }
    assert_eq!(
        person_to_act(&mut app),
        Some(second),
        "the second person draws"
    );
    check_large(&mut app, second);
}

/// A phone turned mid-game: its table is laid out again, its maps built again at the sizes
/// of the other arrangement, with what is drawn on them.
#[test]
fn a_phone_turned_sideways_and_back_lays_its_table_out_again() {
    let rules = RuleSet::builtin();
    let mut app = table_app(390, 844, AGAINST_EXPERT);
    // The pictures shown: every coat drawn on the maps and held on the dominoes among them.
    let drawn = |app: &mut App| {
        app.world_mut()
            .query::<&ImageNode>()
            .iter(app.world())
            .filter(|image| image.color == Color::WHITE && image.image != Handle::default())
            .count()
    };
    let before = drawn(&mut app);
    for (width, height) in [(844, 390), (390, 844)] {
        // As winit does when the window changes size.
        let (window, mut resolution) = app
            .world_mut()
            .query_filtered::<(Entity, &mut Window), With<PrimaryWindow>>()
            .single_mut(app.world_mut())
            .map(|(entity, window)| {
                (
                    entity,
                    window.map_unchanged(|window| &mut window.resolution),
                )
            })
            .unwrap();
        resolution.set(width as f32, height as f32);
        app.world_mut().write_message(WindowResized {
            window,
            width: width as f32,
            height: height as f32,
        });
        for _ in 0..10 {
            app.update();
        }
        check_laid_out_table(&mut app, (width, height), &rules, 8, "en");
        assert_eq!(drawn(&mut app), before, "the maps and dominoes drawn again");
    }
}
