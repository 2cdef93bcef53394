//! The original game's terrain pictures: one for every terrain of its rule set, each a
//! brightness of its own, so a kingdom reads in greyscale and without telling colours apart.

use crate::common::repository_file;
use kingdomino_core::original::OriginalRules;

/// The least difference of mean brightness (0 to 1) between any two terrains.
const LEAST_STEP: f64 = 0.06;

fn mean_brightness(path: &str) -> f64 {
    let bytes = std::fs::read(repository_file(path)).unwrap_or_else(|_| panic!("{path}"));
    let image = image::load_from_memory(&bytes)
        .unwrap_or_else(|error| panic!("{path}: {error}"))
        .to_rgba8();
    let total: f64 = image
        .pixels()
        .map(|pixel| {
            let [red, green, blue, _] = pixel.0.map(f64::from);
            (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255.0
        })
        .sum();
    total / f64::from(image.width() * image.height())
}

#[test]
fn every_terrain_has_a_picture_of_its_own_brightness() {
    let rules = OriginalRules::builtin();
    let mut brightness: Vec<(String, f64)> = rules
        .terrains()
        .iter()
        .map(|terrain| {
            let path = format!("assets/images/terrain-{}.png", terrain.code);
            (terrain.code.clone(), mean_brightness(&path))
        })
        .collect();
    assert_eq!(brightness.len(), 6);
    brightness.sort_by(|a, b| a.1.total_cmp(&b.1));
    for pair in brightness.windows(2) {
        assert!(
            pair[1].1 - pair[0].1 >= LEAST_STEP,
            "{} and {} are too alike in greyscale: {brightness:?}",
            pair[0].0,
            pair[1].0
        );
    }
}
