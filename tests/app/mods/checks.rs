//! check-mod's reports: clean mods, rule set errors, broken or oversized files, warnings.

use super::*;

fn default_rules() -> String {
    std::fs::read_to_string(Path::new(ROOT).join("assets/rules/default.rules.ron")).unwrap()
}

#[test]
fn the_example_mods_check_clean() {
    let (mighty, code) = report(&Path::new(ROOT).join("mods/mighty-duel"));
    assert_eq!(code, 0, "{mighty:#}");
    assert_eq!(mighty["name"], "Mighty Duel");
    assert_eq!(
        mighty["replaces"],
        serde_json::json!(["rules/default.rules.ron"])
    );
    assert_eq!(problems(&mighty), vec![]);

    let (reskin, code) = report(&Path::new(ROOT).join("mods/heraldic-tinctures"));
    assert_eq!(code, 0, "{reskin:#}");
    let replaces = reskin["replaces"].as_array().unwrap();
    assert_eq!(
        replaces.len(),
        9,
        "six coats and three sounds: {replaces:?}"
    );
    assert!(replaces.contains(&Value::from("sounds/draw.wav")));
    assert_eq!(problems(&reskin), vec![]);

    let (crowned, code) = report(&Path::new(ROOT).join("mods/crowned-lands"));
    assert_eq!(code, 0, "{crowned:#}");
    assert_eq!(
        crowned["replaces"],
        serde_json::json!(["rules/kingdomino.rules.ron"])
    );
    assert_eq!(problems(&crowned), vec![]);
}

#[test]
fn an_original_game_rule_set_in_a_mod_is_checked_by_its_engine() {
    let builtin =
        std::fs::read_to_string(Path::new(ROOT).join("assets/rules/kingdomino.rules.ron")).unwrap();
    let broken = builtin.replace("(48, \"w m***\")", "(48, \"w q\")");
    let folder = mod_with(
        "original-rules",
        &[("rules/kingdomino.rules.ron", broken.as_bytes())],
    );
    let (report, code) = report(&folder);
    assert_eq!(code, 1, "{report:#}");
    let found = problems(&report);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "error");
    assert_eq!(found[0].1, "rules/kingdomino.rules.ron");
    assert!(found[0].2.contains('q'), "{found:?}");
}

#[test]
fn the_text_report_names_the_mod_what_it_replaces_and_ends_with_the_count() {
    let output = check_mod(&Path::new(ROOT).join("mods/mighty-duel"), false);
    let text = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("Mighty Duel 1.0 by Kingdomino Duel team"),
        "{text}"
    );
    assert_eq!(lines[1], "replaces: rules/default.rules.ron");
    assert_eq!(lines.last(), Some(&"ok: 0 errors, 0 warnings"));
}

#[test]
fn a_syntax_error_in_the_rule_set_is_reported_with_its_line_and_column() {
    let broken = default_rules().replace("id: \"default\",", "id: \"default\"");
    let folder = mod_with("syntax", &[("rules/default.rules.ron", broken.as_bytes())]);
    let (report, code) = report(&folder);
    assert_eq!(code, 1);
    let problem = &report["problems"][0];
    assert_eq!(problem["file"], "rules/default.rules.ron");
    assert_eq!(problem["severity"], "error");
    assert!(
        problem["line"].as_u64().is_some_and(|line| line > 10),
        "{problem}"
    );
    assert!(problem["column"].as_u64().is_some(), "{problem}");
    // The text form starts with the path as the shell sees it, then line and column.
    let text = String::from_utf8_lossy(&check_mod(&folder, false).stdout).into_owned();
    let expected = format!("{}:", folder.join("rules/default.rules.ron").display());
    assert!(
        text.lines()
            .any(|line| line.starts_with(&expected) && line.contains(": error: ")),
        "{text}"
    );
}

#[test]
fn every_error_the_engine_finds_in_a_rule_set_is_reported() {
    let broken = default_rules()
        .replace("[\"?\", \"d\", \"ss+\"", "[\"?\", \"x\", \"ss+\"")
        .replace("rows: 5, columns: 7", "rows: 9, columns: 9");
    let folder = mod_with("invalid", &[("rules/default.rules.ron", broken.as_bytes())]);
    let (report, code) = report(&folder);
    assert_eq!(code, 1);
    let found = problems(&report);
    assert!(
        found
            .iter()
            .any(|(_, file, message)| file == "rules/default.rules.ron"
                && message.contains("die 1 face 2")
                && message.contains("unknown coat `x`")),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|(_, _, message)| message.contains("9 rows x 9 columns")),
        "{found:?}"
    );
}

#[test]
fn broken_images_sounds_and_fonts_are_each_reported_by_file() {
    let png = game_file("images/coat-d.png");
    let wav = game_file("sounds/draw.wav");
    let folder = mod_with(
        "broken-files",
        &[
            ("images/coat-d.png", b"not a picture"),
            ("images/coat-s.png", &png[..png.len() / 2]),
            ("sounds/take.wav", &wav[..40]),
            ("sounds/roll.wav", b"RIFF...."),
            ("fonts/DejaVuSans.ttf", b"\0\x01\0\0 not really a font"),
            ("images/castle.png", &png),
        ],
    );
    let (report, code) = report(&folder);
    assert_eq!(code, 1);
    let found = problems(&report);
    for (file, words) in [
        ("images/coat-d.png", "is not a PNG image"),
        ("images/coat-s.png", "PNG image"),
        ("sounds/take.wav", "WAV sound"),
        ("sounds/roll.wav", "is not a WAV sound"),
        ("fonts/DejaVuSans.ttf", "is not a TrueType or OpenType font"),
    ] {
        assert!(
            found
                .iter()
                .any(|(severity, at, message)| severity == "error"
                    && at == file
                    && message.contains(words)),
            "{file}: {words} in {found:?}"
        );
    }
    // The good file is used; the broken ones are not.
    assert_eq!(report["replaces"], serde_json::json!(["images/castle.png"]));
}

#[test]
fn an_image_larger_than_4096_pixels_is_refused() {
    let mut bytes = Vec::new();
    image::RgbaImage::new(4097, 1)
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Png,
        )
        .unwrap();
    let folder = mod_with("huge-image", &[("images/table.png", &bytes)]);
    let (report, code) = report(&folder);
    assert_eq!(code, 1);
    assert_eq!(
        problems(&report),
        vec![(
            "error".to_string(),
            "images/table.png".to_string(),
            "is 4097x1 pixels, larger than the 4096x4096 a mod's image may be".to_string()
        )]
    );
}

#[test]
fn a_file_over_16_mb_is_refused_without_being_read() {
    let folder = mod_with("huge-file", &[]);
    let sound = folder.join("sounds/roll.wav");
    std::fs::create_dir_all(sound.parent().unwrap()).unwrap();
    // A sparse file: its size is what counts, and it is refused before a byte is read.
    std::fs::File::create(&sound)
        .unwrap()
        .set_len(17 * 1024 * 1024)
        .unwrap();
    let (report, code) = report(&folder);
    assert_eq!(code, 1);
    let found = problems(&report);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].1, "sounds/roll.wav");
    assert!(
        found[0].2.contains("17.0 MB, more than the 16 MB"),
        "{found:?}"
    );
}

#[test]
fn files_the_game_does_not_use_and_coats_without_pictures_are_warnings() {
    let rules = default_rules().replace(
        "(code: \"b\", name: \"All Black\"),",
        "(code: \"b\", name: \"All Black\"),\n        (code: \"gold\", name: \"Gold\"),",
    );
    let folder = mod_with(
        "warnings",
        &[
            ("rules/default.rules.ron", rules.as_bytes()),
            ("images/coat-d.PNG", &game_file("images/coat-d.png")),
            ("picture.png", &game_file("images/coat-d.png")),
            ("README.md", b"# My mod\n"),
        ],
    );
    let (report, code) = report(&folder);
    assert_eq!(code, 0, "warnings only: {report:#}");
    let found = problems(&report);
    assert!(
        found.iter().all(|(severity, _, _)| severity == "warning"),
        "{found:?}"
    );
    assert!(
        found.iter().any(|(_, file, message)| file == "picture.png"
            && message.contains("replaces no file the game uses")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|(_, file, _)| file == "images/coat-d.PNG"),
        "names are exact: {found:?}"
    );
    assert!(
        found
            .iter()
            .any(|(_, file, message)| file == "rules/default.rules.ron"
                && message.contains("`gold` (Gold) has no picture images/coat-gold.png")),
        "{found:?}"
    );
    assert!(
        !found.iter().any(|(_, file, _)| file == "README.md"),
        "a read-me is for people: {found:?}"
    );
    assert_eq!(found.len(), 3, "{found:?}");
}

#[test]
fn a_picture_of_a_terrain_the_original_game_plays_is_used() {
    let builtin =
        std::fs::read_to_string(Path::new(ROOT).join("assets/rules/kingdomino.rules.ron")).unwrap();
    let heath = builtin
        .replace(
            "(code: \"m\", name: \"Mine\"),",
            "(code: \"m\", name: \"Mine\"),\n        (code: \"h\", name: \"Heath\"),",
        )
        .replace("(48, \"w m***\")", "(48, \"h m***\")");
    let picture = game_file("images/terrain-w.png");
    let with_heath = mod_with(
        "heath",
        &[
            ("rules/kingdomino.rules.ron", heath.as_bytes()),
            ("images/terrain-h.png", &picture),
        ],
    );
    let (used, code) = report(&with_heath);
    assert_eq!(code, 0, "{used:#}");
    assert_eq!(problems(&used), vec![], "its new terrain's picture is used");

    let pictureless = mod_with(
        "heath-without-picture",
        &[("rules/kingdomino.rules.ron", heath.as_bytes())],
    );
    let (warned, code) = report(&pictureless);
    assert_eq!(code, 0, "a warning only: {warned:#}");
    assert_eq!(
        problems(&warned),
        [(
            "warning".to_string(),
            "rules/kingdomino.rules.ron".to_string(),
            "the terrain `h` (Heath) has no picture images/terrain-h.png: the game draws a stand-in with its code".to_string()
        )]
    );

    let without = mod_with("heath-picture-alone", &[("images/terrain-h.png", &picture)]);
    let (unused, _) = report(&without);
    assert!(
        problems(&unused)
            .iter()
            .any(|(_, file, message)| file == "images/terrain-h.png"
                && message.contains("replaces no file the game uses")),
        "{unused:#}"
    );
}
