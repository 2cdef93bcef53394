//! Links, a broken mod.ron, missing folders, mods in order, and languages a mod brings.

use super::*;

#[cfg(unix)]
#[test]
fn a_link_leaving_the_mod_folder_is_refused_and_never_read() {
    let outside = mod_with(
        "outside",
        &[("secret.png", &game_file("images/coat-d.png"))],
    );
    let folder = mod_with("leaving", &[]);
    std::fs::create_dir_all(folder.join("images")).unwrap();
    std::os::unix::fs::symlink(outside.join("secret.png"), folder.join("images/coat-d.png"))
        .unwrap();
    std::os::unix::fs::symlink(&outside, folder.join("sounds")).unwrap();
    let (report, code) = report(&folder);
    assert_eq!(code, 1);
    let found = problems(&report);
    for file in ["images/coat-d.png", "sounds"] {
        assert!(
            found
                .iter()
                .any(|(severity, at, message)| severity == "error"
                    && at == file
                    && message.contains("outside the mod's folder")),
            "{file}: {found:?}"
        );
    }
    assert_eq!(report["replaces"], serde_json::json!([]));
}

#[test]
fn a_broken_mod_ron_is_reported_and_the_folder_name_stands_in() {
    let folder = mod_with(
        "broken-manifest",
        &[("mod.ron", b"(name: \"Oops\", colour: 3)")],
    );
    let (report, code) = report(&folder);
    assert_eq!(code, 1);
    assert_eq!(report["name"], "broken-manifest");
    let problem = &report["problems"][0];
    assert_eq!(problem["file"], "mod.ron");
    assert_eq!(problem["line"], 1);
    assert!(
        problem["message"].as_str().unwrap().contains("colour"),
        "{problem}"
    );
}

#[test]
fn a_folder_that_is_not_there_fails_with_a_message() {
    let output = check_mod(Path::new("/nonexistent/kingdomino-mod"), false);
    assert_eq!(output.status.code(), Some(1));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains(".: error: cannot be read"), "{text}");
}

#[test]
fn a_later_mod_wins_and_a_broken_rule_set_leaves_the_last_valid_one() {
    let mighty = Path::new(ROOT).join("mods/mighty-duel");
    let broken = mod_with("broken-rules", &[("rules/default.rules.ron", b"(id: ")]);
    let stack = ModStack::open(&[mighty.clone(), broken.clone()]);
    let rules = stack.rules().expect("the mighty duel's rules");
    assert_eq!(rules.id(), "mighty-duel");
    assert_eq!(
        stack.files()["rules/default.rules.ron"],
        std::fs::canonicalize(&mighty)
            .unwrap()
            .join("rules/default.rules.ron")
    );
    assert!(stack.has_errors());
    let reskin = Path::new(ROOT).join("mods/heraldic-tinctures");
    let eight = mod_with(
        "eight-coats",
        &[(
            "rules/default.rules.ron",
            &std::fs::read(Path::new(ROOT).join("tests/rules/eight-coats.rules.ron")).unwrap(),
        )],
    );
    // Only the rule set played warns of coats without pictures; the one it hides says so.
    let stack = ModStack::open(&[mighty.clone(), eight]);
    assert_eq!(stack.rules().map(RuleSet::id), Some("eight-coats"));
    let messages = |each: &Mod| -> Vec<String> {
        each.problems
            .iter()
            .map(|problem| problem.message.clone())
            .collect()
    };
    let hidden = messages(&stack.mods[0]);
    assert_eq!(hidden.len(), 1, "{hidden:?}");
    assert!(hidden[0].starts_with("is not played"), "{hidden:?}");
    let played = messages(&stack.mods[1]);
    assert_eq!(played.len(), 2, "coats g and w: {played:?}");
    let stack = ModStack::open(&[reskin, mighty]);
    assert_eq!(stack.rules().map(RuleSet::id), Some("mighty-duel"));
    assert_eq!(stack.files().len(), 10);
    let opened = Mod::open(&broken);
    assert!(
        opened
            .problems
            .iter()
            .all(|problem| problem.severity == Severity::Error)
    );
    assert!(opened.rules.is_none());
}

#[test]
fn a_mod_adds_a_language_or_fixes_one_and_a_broken_line_is_named() {
    let folder = mod_with(
        "language",
        &[
            (
                "locales/de/game.ftl",
                "language-name = Deutsch\nmenu-quit = Beenden\n".as_bytes(),
            ),
            (
                "locales/fr/fixes.ftl",
                "menu-quit = Quitter le jeu\nthis line is no message\n".as_bytes(),
            ),
            ("locales/pl/broken.ftl", &[0xff, 0xfe, 0x00]),
        ],
    );
    let (report, code) = report(&folder);
    assert_eq!(code, 1, "a language file that is not text is an error");
    let found = problems(&report);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found
            .iter()
            .any(|(severity, file, message)| severity == "warning"
                && file == "locales/fr/fixes.ftl"
                && message.starts_with("line 2:")),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|(severity, file, message)| severity == "error"
                && file == "locales/pl/broken.ftl"
                && message.contains("not UTF-8")),
        "{found:?}"
    );
    let language_files: Vec<String> = ModStack::open(std::slice::from_ref(&folder))
        .files()
        .into_keys()
        .collect();
    assert_eq!(
        language_files,
        ["locales/de/game.ftl", "locales/fr/fixes.ftl"],
        "the readable files are the game's to read"
    );
}
