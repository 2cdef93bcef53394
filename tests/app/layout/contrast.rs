//! Every text reads against what is behind it: the contrast ratio WCAG defines between its colour
//! and the backgrounds painted under it, at least 4.5:1, or 3:1 for an unavailable choice (whose
//! button says so a second way: no focus ring, no press).

use super::*;
use bevy::color::{ColorToComponents, LinearRgba};
use kingdomino_duel::app::Unavailable;
use kingdomino_duel::app::theme::*;

const READABLE: f32 = 4.5;
const UNAVAILABLE: f32 = 3.0;

/// WCAG's relative luminance: of the linear light, weighted as the eye sees the three primaries.
fn luminance(colour: LinearRgba) -> f32 {
    0.2126 * colour.red + 0.7152 * colour.green + 0.0722 * colour.blue
}

pub(super) fn contrast(one: LinearRgba, other: LinearRgba) -> f32 {
    let (one, other) = (luminance(one), luminance(other));
    (one.max(other) + 0.05) / (one.min(other) + 0.05)
}

/// `top` laid over `under`, as the screen blends them (in linear light).
fn over(top: Color, under: LinearRgba) -> LinearRgba {
    let top = top.to_linear();
    let alpha = top.alpha;
    LinearRgba::from_vec3(top.to_vec3() * alpha + under.to_vec3() * (1.0 - alpha))
}

/// What is painted under `entity`: the backgrounds of its ancestors (and its own), the nearest on
/// top, over the window's clear colour. A picture under it counts as its node's background colour
/// when it has one (the table's wood: its darkest grain); without one, there is no telling, and
/// the text is not checked.
fn ground(world: &World, entity: Entity) -> Option<LinearRgba> {
    let mut layers = Vec::new();
    let mut at = Some(entity);
    while let Some(here) = at {
        let background = world
            .get::<BackgroundColor>(here)
            .map_or(Color::NONE, |background| background.0);
        if background.alpha() > 0.0 {
            layers.push(background);
            if background.alpha() >= 1.0 {
                break;
            }
        } else if here != entity && world.get::<ImageNode>(here).is_some() {
            return None;
        }
        at = world.get::<ChildOf>(here).map(ChildOf::parent);
    }
    let clear = world
        .get_resource::<ClearColor>()
        .map_or(ClearColor::default().0, |clear| clear.0);
    Some(
        layers
            .into_iter()
            .rev()
            .fold(clear.to_linear(), |under, layer| over(layer, under)),
    )
}

/// Every text shown reads against what is under it.
pub(super) fn check_text_contrast(app: &mut App, language: &str) {
    let mut query = app
        .world_mut()
        .query::<(Entity, &Text, &TextColor, &InheritedVisibility)>();
    let world = app.world();
    for (entity, text, colour, visible) in query.iter(world) {
        if text.0.trim().is_empty() || !visible.get() {
            continue;
        }
        let Some(ground) = ground(world, entity) else {
            continue;
        };
        let unavailable = world
            .get::<ChildOf>(entity)
            .is_some_and(|parent| world.get::<Unavailable>(parent.parent()).is_some());
        let least = if unavailable { UNAVAILABLE } else { READABLE };
        let ratio = contrast(over(colour.0, ground), ground);
        assert!(
            ratio >= least,
            "{language}: “{}” reads at {ratio:.2}:1 (at least {least}:1): {} on {}",
            text.0,
            colour.0.to_srgba().to_hex(),
            Srgba::from(ground).to_hex()
        );
    }
}

/// Every text colour against every ground the game writes it on, including those the layout
/// screens do not happen to show (a refusal, a die's taker): the layout check above covers the
/// screens as built, this one the theme.
#[test]
fn every_text_colour_reads_on_every_ground_it_is_written_on() {
    let banner = Color::from(over(INK.with_alpha(0.92), PAPER.to_linear()));
    let written_on: [(Color, &[Color]); 5] = [
        (INK, &[PAPER, WOOD, SHEET, BUTTON, HIGHLIGHT]),
        (PAPER, &[BUTTON_ON, banner]),
        (MUTED, &[PAPER, WOOD, SHEET, HIGHLIGHT]),
        (ILLEGAL, &[PAPER, WOOD, SHEET]),
        // A die's taker, named on their colour.
        (SHEET, &SEAT_COLOURS),
    ];
    for (text, grounds) in written_on {
        for ground in grounds {
            let ratio = contrast(text.to_linear(), ground.to_linear());
            assert!(
                ratio >= READABLE,
                "{} on {} reads at {ratio:.2}:1",
                text.to_srgba().to_hex(),
                ground.to_srgba().to_hex()
            );
        }
    }
    let unavailable = over(BUTTON.with_alpha(0.45), PAPER.to_linear());
    assert!(contrast(MUTED.to_linear(), unavailable) >= UNAVAILABLE);
}

/// The table's picture is no darker anywhere than the colour its texts are checked on.
#[test]
fn the_table_s_wood_is_nowhere_darker_than_its_colour() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/images/table.png");
    let wood = image::open(path).expect("the table's picture").to_rgb8();
    let darkest = luminance(WOOD.to_linear());
    for (x, y, pixel) in wood.enumerate_pixels() {
        let [red, green, blue] = pixel.0;
        let seen = luminance(Color::srgb_u8(red, green, blue).to_linear());
        assert!(
            seen >= darkest - 1e-4,
            "table.png at ({x}, {y}) is darker than theme::WOOD"
        );
    }
}

#[test]
fn the_ratio_is_wcag_s() {
    let black = Color::BLACK.to_linear();
    let white = Color::WHITE.to_linear();
    assert!((contrast(black, white) - 21.0).abs() < 0.01);
    assert!((contrast(white, white) - 1.0).abs() < 0.01);
    // WCAG's own example grey, #767676 on white, is just above 4.5:1.
    let grey = Color::srgb_u8(0x76, 0x76, 0x76).to_linear();
    assert!((4.5..4.6).contains(&contrast(grey, white)));
}
