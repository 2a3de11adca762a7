// Generated from schemas/alertspec.schema.json by FormatSchemaTests: do not edit.
// Regenerate with `ALERTLINT_RECORD=1 swift test --filter FormatSchemaTests`.

/// The spec format's JSON Schema, compiled in: the language server's completion and key
/// hovers read the format from it wherever the binary runs (decision 0049).
enum EmbeddedFormatSchema {
    static let text = ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "alertlint spec file (*.alerts.yaml), format version 1",
  "description": "One catalog of iOS alerts, action sheets, user notifications, progress overlays, flows, sounds and broadcasts. See docs/format.md. The schema covers the structure; checks across nodes (placeholders naming parameters, ids unique across collections, plural parameters being Int) are made by alertlint itself.",
  "markdownDescription": "One catalog of iOS alerts, action sheets, user notifications, progress overlays, flows, sounds and broadcasts — one file, one Swift namespace.\n\nSee `docs/format.md`. The schema covers the structure; checks across nodes (placeholders naming parameters, ids unique across collections, `plural:` naming an `Int` parameter) are made by `alertlint` itself.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "version"
  ],
  "properties": {
    "version": {
      "description": "Format version. Only 1 exists.",
      "markdownDescription": "Format version. Only `1` exists.",
      "const": 1,
      "type": "integer"
    },
    "namespace": {
      "description": "The generated Swift namespace: an UpperCamelCase type name. Default: the file stem, UpperCamelCased (photo-library.alerts.yaml gives PhotoLibrary). Two files with one namespace is an error.",
      "markdownDescription": "The generated Swift namespace: an UpperCamelCase type name.\n\nDefault: the file stem, UpperCamelCased (`photo-library.alerts.yaml` → `PhotoLibrary`). A stem that gives no valid Swift name (`01-x`) needs `namespace:`. Two files with one namespace is an error.",
      "type": "string",
      "pattern": "^[A-Z][A-Za-z0-9]*$",
      "not": {
        "enum": [
          "Any",
          "Self"
        ]
      },
      "patternErrorMessage": "namespace must be an UpperCamelCase Swift type name (ASCII letters and digits, starting with an upper-case letter)"
    },
    "table": {
      "description": "Strings table the texts go into. Default: the namespace. Files that name one table share its key space.",
      "markdownDescription": "Strings table the texts go into. Default: the namespace.\n\nFiles that name one table share its key space.",
      "$ref": "#/$defs/scalarString",
      "minLength": 1
    },
    "developmentLanguage": {
      "description": "The language the texts are written in (a BCP 47 locale id). Default: en. The English-copy lint rules run only when it is English.",
      "markdownDescription": "The language the texts are written in (a BCP 47 locale id). Default: `en`.\n\nThe English-copy lint rules (button title case, `OK`/`Yes`/`No`, punctuation) run only when it is English.",
      "$ref": "#/$defs/locale"
    },
    "locales": {
      "description": "Locales the catalog must be translated into. Only these can be reported as missing translations.",
      "markdownDescription": "Locales the catalog must be translated into (BCP 47 ids: `de`, `pt-BR`, `zh-Hans`; `_` is accepted for `-`, any case). Only these can be reported by `missing-translation`.",
      "type": [
        "array",
        "null"
      ],
      "items": {
        "$ref": "#/$defs/locale"
      },
      "uniqueItems": true
    },
    "platforms": {
      "description": "Where the catalog runs, each platform once. Default: [iphone, ipad]. ipad turns on the popover rules for action sheets.",
      "markdownDescription": "Where the catalog runs. Default: `[iphone, ipad]`.\n\n`ipad` makes generated action sheets demand a popover source (view + rect or bar button item).",
      "type": "array",
      "items": {
        "enum": [
          "iphone",
          "ipad",
          "mac"
        ],
        "description": "iphone, ipad or mac."
      },
      "minItems": 1,
      "uniqueItems": true
    },
    "alerts": {
      "description": "Alerts (UIAlertController, style .alert), by id. An id is a lowerCamelCase Swift identifier that becomes a function name; unique within the file.",
      "markdownDescription": "Alerts (`UIAlertController`, style `.alert`), by id.\n\nAn id is a lowerCamelCase Swift identifier that becomes a function name; ids are unique within the file, across all collections.",
      "type": [
        "object",
        "null"
      ],
      "propertyNames": {
        "$ref": "#/$defs/id"
      },
      "additionalProperties": {
        "$ref": "#/$defs/alert"
      }
    },
    "actionSheets": {
      "description": "Action sheets (UIAlertController, style .actionSheet), by id. On iPad they are popovers, so the generated API asks for their source.",
      "markdownDescription": "Action sheets (`UIAlertController`, style `.actionSheet`), by id.\n\nOn iPad an action sheet is a popover: the generated API demands its source, so a spec can never compile into a sheet that crashes on iPad.",
      "type": [
        "object",
        "null"
      ],
      "propertyNames": {
        "$ref": "#/$defs/id"
      },
      "additionalProperties": {
        "$ref": "#/$defs/actionSheet"
      }
    },
    "notifications": {
      "description": "User notifications, local or push, by id.",
      "markdownDescription": "User notifications (`UNNotificationContent`), local or push, by id.",
      "type": [
        "object",
        "null"
      ],
      "propertyNames": {
        "$ref": "#/$defs/id"
      },
      "additionalProperties": {
        "$ref": "#/$defs/notification"
      }
    },
    "progress": {
      "description": "Modal \"please wait\" overlays, by id.",
      "markdownDescription": "Modal \"please wait\" overlays, by id. Long work should be cancelable: give it a `cancel` button.",
      "type": [
        "object",
        "null"
      ],
      "propertyNames": {
        "$ref": "#/$defs/id"
      },
      "additionalProperties": {
        "$ref": "#/$defs/progress"
      }
    },
    "flows": {
      "description": "Confirm → progress → outcome sequences built from this file's definitions, by id.",
      "markdownDescription": "The \"alert as task loader\": confirm an action, show a progress overlay while the work runs, then report how it ended — built from this file's definitions, by id.",
      "type": [
        "object",
        "null"
      ],
      "propertyNames": {
        "$ref": "#/$defs/id"
      },
      "additionalProperties": {
        "$ref": "#/$defs/flow"
      }
    },
    "sounds": {
      "description": "In-app audio alerts (System Sound Services), vibration and haptic feedback, by id.",
      "markdownDescription": "In-app audio alerts (System Sound Services), vibration and haptic feedback (UIKit feedback generators), by id.",
      "type": [
        "object",
        "null"
      ],
      "propertyNames": {
        "$ref": "#/$defs/id"
      },
      "additionalProperties": {
        "$ref": "#/$defs/sound"
      }
    },
    "broadcasts": {
      "description": "In-app notifications posted through NotificationCenter, with a typed payload, by id.",
      "markdownDescription": "In-app notifications posted through `NotificationCenter` (one sender, any number of observers), with a typed payload instead of a `userInfo` of `Any`, by id.",
      "type": [
        "object",
        "null"
      ],
      "propertyNames": {
        "$ref": "#/$defs/id"
      },
      "additionalProperties": {
        "$ref": "#/$defs/broadcast"
      }
    }
  },
  "anyOf": [
    {
      "required": [
        "alerts"
      ],
      "properties": {
        "alerts": {
          "type": "object",
          "minProperties": 1
        }
      }
    },
    {
      "required": [
        "actionSheets"
      ],
      "properties": {
        "actionSheets": {
          "type": "object",
          "minProperties": 1
        }
      }
    },
    {
      "required": [
        "notifications"
      ],
      "properties": {
        "notifications": {
          "type": "object",
          "minProperties": 1
        }
      }
    },
    {
      "required": [
        "progress"
      ],
      "properties": {
        "progress": {
          "type": "object",
          "minProperties": 1
        }
      }
    },
    {
      "required": [
        "flows"
      ],
      "properties": {
        "flows": {
          "type": "object",
          "minProperties": 1
        }
      }
    },
    {
      "required": [
        "sounds"
      ],
      "properties": {
        "sounds": {
          "type": "object",
          "minProperties": 1
        }
      }
    },
    {
      "required": [
        "broadcasts"
      ],
      "properties": {
        "broadcasts": {
          "type": "object",
          "minProperties": 1
        }
      }
    }
  ],
  "$defs": {
    "scalarString": {
      "description": "A string. Any YAML scalar is taken as its literal text (1 is \"1\").",
      "type": [
        "string",
        "number",
        "boolean"
      ]
    },
    "id": {
      "$comment": "The lower-case Swift keywords of Identifier.swiftKeywords: an id written as one is `reserved-id`.",
      "description": "A lowerCamelCase Swift identifier (ASCII letters and digits), not a Swift keyword.",
      "type": "string",
      "pattern": "^[a-z][A-Za-z0-9]*$",
      "patternErrorMessage": "an id is a lowerCamelCase Swift identifier: ASCII letters and digits, starting with a lower-case letter",
      "not": {
        "enum": [
          "associatedtype",
          "borrowing",
          "class",
          "consuming",
          "deinit",
          "enum",
          "extension",
          "fileprivate",
          "func",
          "import",
          "init",
          "inout",
          "internal",
          "let",
          "operator",
          "private",
          "precedencegroup",
          "protocol",
          "public",
          "rethrows",
          "static",
          "struct",
          "subscript",
          "typealias",
          "var",
          "break",
          "case",
          "catch",
          "continue",
          "default",
          "defer",
          "do",
          "else",
          "fallthrough",
          "for",
          "guard",
          "if",
          "in",
          "repeat",
          "return",
          "throw",
          "switch",
          "where",
          "while",
          "as",
          "await",
          "false",
          "is",
          "nil",
          "self",
          "super",
          "throws",
          "true",
          "try"
        ]
      }
    },
    "locale": {
      "description": "A BCP 47 locale id: language[-Script][-REGION][-variant…] (de, pt-BR, zh-Hans, es-419). _ is accepted for -, any case.",
      "markdownDescription": "A BCP 47 locale id: `language[-Script][-REGION][-variant…]` (`de`, `pt-BR`, `zh-Hans`, `es-419`). `_` is accepted for `-`, in any case (`pt_br`).",
      "type": "string",
      "pattern": "^(?:[A-Za-z]{2,3}|[A-Za-z]{5,8})(?:[-_][A-Za-z]{4})?(?:[-_](?:[A-Za-z]{2}|[0-9]{3}))?(?:[-_](?:[A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}))*$",
      "patternErrorMessage": "not a BCP 47 locale id such as de, pt-BR, zh-Hans or es-419"
    },
    "template": {
      "description": "A string with {name} placeholders naming declared parameters; {{ and }} are literal braces. Any YAML scalar is taken as its literal text.",
      "markdownDescription": "A string with `{name}` placeholders naming declared `parameters`; `{{` and `}}` are literal braces. Any YAML scalar is taken as its literal text (`1` is `\"1\"`).",
      "type": [
        "string",
        "number",
        "boolean"
      ],
      "pattern": "^(?:[^{}]|\\{\\{|\\}\\}|\\{[A-Za-z_][A-Za-z0-9_]*\\})*$",
      "patternErrorMessage": "unbalanced brace: write {name} for a placeholder, {{ and }} for literal braces"
    },
    "pluralVariants": {
      "description": "Plural variants by CLDR category; other is required.",
      "markdownDescription": "Plural variants by CLDR category: `zero`, `one`, `two`, `few`, `many`, `other`. `other` is required and should show the count.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "other"
      ],
      "properties": {
        "zero": {
          "$ref": "#/$defs/template",
          "description": "CLDR category zero (Arabic 0, Latvian 0, 10…20; Apple also uses it for 0 in every language)."
        },
        "one": {
          "$ref": "#/$defs/template",
          "description": "CLDR category one (English and German: exactly 1; Russian: 1, 21, 31…)."
        },
        "two": {
          "$ref": "#/$defs/template",
          "description": "CLDR category two (Arabic, Hebrew, Welsh, Slovenian…)."
        },
        "few": {
          "$ref": "#/$defs/template",
          "description": "CLDR category few (Arabic 3…10, Russian 2…4, Polish 2…4…)."
        },
        "many": {
          "$ref": "#/$defs/template",
          "description": "CLDR category many (Arabic 11…99, Russian 5…20, French 1000000…)."
        },
        "other": {
          "$ref": "#/$defs/template",
          "description": "CLDR category other: every number no other category takes. Required; it should show the count placeholder."
        }
      }
    },
    "text": {
      "description": "A user-visible string: a string in the development language, or the long form with text/plural, comment, key and translations.",
      "markdownDescription": "A user-visible string.\n\nShort form: a string in the development language (`title: Delete “{name}”?`).\n\nLong form: a mapping with `text` (or `plural` + CLDR categories), `comment`, `key`, `translations`.",
      "if": {
        "type": "object"
      },
      "then": {
        "$ref": "#/$defs/textLongForm"
      },
      "else": {
        "$ref": "#/$defs/template"
      }
    },
    "textLongForm": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "text": {
          "description": "The development-language string. Required unless plural is used.",
          "markdownDescription": "The development-language string. Required unless `plural` is used (then the CLDR categories stand beside `plural` instead).",
          "$ref": "#/$defs/template"
        },
        "comment": {
          "description": "A note for translators; goes into the strings table.",
          "$ref": "#/$defs/scalarString"
        },
        "key": {
          "description": "Explicit strings-table key. Default: <namespace>.<id>.<path>, e.g. Documents.deleteDocument.actions.delete.",
          "markdownDescription": "Explicit strings-table key. Default: `<namespace>.<id>.<path>`, e.g. `Documents.deleteDocument.title`, `Documents.deleteDocument.actions.delete`.",
          "$ref": "#/$defs/scalarString",
          "minLength": 1
        },
        "translations": {
          "description": "Translations by locale: a string, or for a plural text a map of CLDR categories (a plural text may also be translated by one string, e.g. for Japanese, whose only category is other).",
          "markdownDescription": "Translations by locale id: a string, or — for a plural text — a map of CLDR categories (`one`, `other`, …). A plural text may also be translated by one string, for languages such as Japanese whose only category is `other`.\n\nPlaceholders must match the development text (`placeholder-mismatch`); they may be reordered.",
          "type": [
            "object",
            "null"
          ],
          "propertyNames": {
            "$ref": "#/$defs/locale"
          },
          "additionalProperties": {
            "if": {
              "type": "object"
            },
            "then": {
              "$ref": "#/$defs/pluralVariants"
            },
            "else": {
              "$ref": "#/$defs/template"
            }
          }
        },
        "plural": {
          "description": "Makes this a plural text: the name of an Int parameter whose value picks the variant. The CLDR categories zero, one, two, few, many, other are keys beside it; other is required.",
          "markdownDescription": "Makes this a plural text: the name of an `Int` parameter whose value picks the variant.\n\nThe CLDR categories `zero` `one` `two` `few` `many` `other` are keys beside it; `other` is required and should show the count.\n\n```yaml\nmessage:\n  plural: count\n  one: This photo will be deleted.\n  other: \"{count} photos will be deleted.\"\n```",
          "$ref": "#/$defs/parameterName"
        },
        "zero": {
          "$ref": "#/$defs/template",
          "description": "Plural variant for CLDR category zero (with plural)."
        },
        "one": {
          "$ref": "#/$defs/template",
          "description": "Plural variant for CLDR category one (with plural). In English exactly 1, so it may omit the count."
        },
        "two": {
          "$ref": "#/$defs/template",
          "description": "Plural variant for CLDR category two (with plural)."
        },
        "few": {
          "$ref": "#/$defs/template",
          "description": "Plural variant for CLDR category few (with plural)."
        },
        "many": {
          "$ref": "#/$defs/template",
          "description": "Plural variant for CLDR category many (with plural)."
        },
        "other": {
          "$ref": "#/$defs/template",
          "description": "Plural variant for CLDR category other (with plural): required; it should show the count."
        }
      },
      "if": {
        "required": [
          "plural"
        ]
      },
      "then": {
        "required": [
          "other"
        ],
        "properties": {
          "text": false
        }
      },
      "else": {
        "required": [
          "text"
        ],
        "properties": {
          "zero": false,
          "one": false,
          "two": false,
          "few": false,
          "many": false,
          "other": false,
          "translations": {
            "additionalProperties": {
              "$ref": "#/$defs/template"
            }
          }
        }
      }
    },
    "parameters": {
      "description": "The parameters of the generated function, by name, in the order the function takes them: String, Int or Double.",
      "markdownDescription": "The parameters of the generated function, in the order it takes them: name → `String`, `Int` or `Double`.\n\n`{name}` placeholders in the texts name them; `plural:` and `badge:` name an `Int` one.",
      "type": [
        "object",
        "null"
      ],
      "propertyNames": {
        "$ref": "#/$defs/parameterName"
      },
      "additionalProperties": {
        "description": "The parameter's Swift type.",
        "enum": [
          "String",
          "Int",
          "Double"
        ]
      }
    },
    "alert": {
      "description": "An alert: title and/or message, optional text fields, actions in display order.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "title": {
          "description": "The alert's title (a Text). An alert needs a title or a message.",
          "markdownDescription": "The alert's title (a Text). An alert needs `title` or `message`; HIG: a title is expected.",
          "$ref": "#/$defs/text"
        },
        "message": {
          "description": "The alert's message (a Text): complete sentences, ending with a period.",
          "$ref": "#/$defs/text"
        },
        "parameters": {
          "$ref": "#/$defs/parameters"
        },
        "style": {
          "description": "Legacy UIAlertView shorthand for text fields: default (none), plainTextInput, secureTextInput, loginAndPasswordInput. Not together with textFields.",
          "markdownDescription": "Legacy `UIAlertView` shorthand for text fields; not together with `textFields`.\n\n- `default`: none\n- `plainTextInput`: `[{id: text}]`\n- `secureTextInput`: `[{id: password, secure: true, contentType: password}]`\n- `loginAndPasswordInput`: `[{id: login, placeholder: Login, contentType: username}, {id: password, placeholder: Password, secure: true, contentType: password}]`",
          "enum": [
            "default",
            "plainTextInput",
            "secureTextInput",
            "loginAndPasswordInput"
          ]
        },
        "textFields": {
          "description": "Text fields, in display order. Not together with a non-default style.",
          "type": [
            "array",
            "null"
          ],
          "items": {
            "$ref": "#/$defs/textField"
          }
        },
        "actions": {
          "description": "The buttons, in display order: cancel first in a two-button alert, last with three or more.",
          "markdownDescription": "The buttons, in display order. A bare string is `{title: <string>}`.\n\nHIG: cancel first (leading) in a two-button alert, last (bottom) when three or more stack.",
          "type": [
            "array",
            "null"
          ],
          "items": {
            "$ref": "#/$defs/alertAction"
          }
        }
      },
      "anyOf": [
        {
          "required": [
            "title"
          ]
        },
        {
          "required": [
            "message"
          ]
        }
      ],
      "if": {
        "required": [
          "style"
        ],
        "properties": {
          "style": {
            "enum": [
              "plainTextInput",
              "secureTextInput",
              "loginAndPasswordInput"
            ]
          }
        }
      },
      "then": {
        "properties": {
          "textFields": {
            "not": {},
            "description": "conflicting keys: textFields cannot be used with a non-default style; write the fields out and drop style"
          }
        }
      }
    },
    "actionSheet": {
      "description": "An action sheet: optional title and message, actions in display order (destructive first, cancel last). No text fields, no preferred action.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "title": {
          "description": "The sheet's title (a Text); optional. Keep it to one line.",
          "$ref": "#/$defs/text"
        },
        "message": {
          "description": "The sheet's message (a Text); optional.",
          "$ref": "#/$defs/text"
        },
        "parameters": {
          "$ref": "#/$defs/parameters"
        },
        "actions": {
          "description": "The buttons, in display order: destructive first, cancel last.",
          "markdownDescription": "The buttons, in display order. A bare string is `{title: <string>}`.\n\nHIG: destructive actions at the top, the cancel action at the bottom.",
          "type": [
            "array",
            "null"
          ],
          "items": {
            "$ref": "#/$defs/sheetAction"
          }
        }
      }
    },
    "actionID": {
      "description": "The action's id (lowerCamelCase). Default: derived from the development-language title (\"Delete Photo\" gives deletePhoto).",
      "markdownDescription": "The action's id (lowerCamelCase): the generated handler's case. Default: derived from the development-language title (`Delete Photo` → `deletePhoto`, `Löschen` → `loschen`).",
      "$ref": "#/$defs/id"
    },
    "role": {
      "description": "default (the default), cancel or destructive.",
      "markdownDescription": "`default` (the default), `cancel` (title it **Cancel**; at most one) or `destructive` (red; needs a cancel action beside it).",
      "enum": [
        "default",
        "cancel",
        "destructive"
      ]
    },
    "alertAction": {
      "description": "An action: a bare title (same as {title: <string>}), or a mapping with title and more.",
      "if": {
        "type": "object"
      },
      "then": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "title"
        ],
        "properties": {
          "id": {
            "$ref": "#/$defs/actionID"
          },
          "title": {
            "description": "The button title (a Text): title-style capitalized, a verb that names the result; Cancel for canceling.",
            "$ref": "#/$defs/text"
          },
          "role": {
            "$ref": "#/$defs/role"
          },
          "preferred": {
            "description": "Draws the action bold and triggers it on Return (UIAlertController.preferredAction). At most one; not the cancel or a destructive action.",
            "markdownDescription": "`true`: the action is drawn bold and triggered by Return (`preferredAction`). At most one per alert; not the cancel or a destructive action.",
            "type": "boolean"
          }
        }
      },
      "else": {
        "$ref": "#/$defs/template",
        "description": "A button title; same as {title: <string>}."
      }
    },
    "sheetAction": {
      "$comment": "No `preferred` here: UIKit ignores preferredAction on action sheets (the tool reports it as preferred-action-in-sheet).",
      "description": "An action: a bare title (same as {title: <string>}), or a mapping with title and more.",
      "if": {
        "type": "object"
      },
      "then": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "title"
        ],
        "properties": {
          "id": {
            "$ref": "#/$defs/actionID"
          },
          "title": {
            "description": "The button title (a Text): title-style capitalized; Cancel for canceling.",
            "$ref": "#/$defs/text"
          },
          "role": {
            "$ref": "#/$defs/role"
          }
        }
      },
      "else": {
        "$ref": "#/$defs/template",
        "description": "A button title; same as {title: <string>}."
      }
    },
    "textField": {
      "description": "A text field of an alert.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "properties": {
        "id": {
          "description": "Required: the generated handler receives the entered text under this name.",
          "$ref": "#/$defs/id"
        },
        "placeholder": {
          "description": "The placeholder (a Text): alert fields have no visible label, so give one.",
          "$ref": "#/$defs/text"
        },
        "text": {
          "description": "The text the field starts with (a Text, translated like the placeholder), such as \"{name}\" in a rename alert.",
          "markdownDescription": "The text the field starts with (a Text, translated like the placeholder), such as `\"{name}\"` in a rename alert.",
          "$ref": "#/$defs/text"
        },
        "required": {
          "description": "The alert's preferred action stays disabled while this field is empty (UIKit adapter). Default false.",
          "markdownDescription": "The alert's `preferred` action stays disabled while this field is empty (UIKit adapter). Default `false`.",
          "type": "boolean"
        },
        "secure": {
          "description": "Hides the entered text (isSecureTextEntry). Use it for passwords, with contentType password or newPassword.",
          "markdownDescription": "Hides the entered text (`isSecureTextEntry`). Use it for passwords, with `contentType: password` or `newPassword`.",
          "type": "boolean"
        },
        "contentType": {
          "description": "UITextContentType: lets iOS offer AutoFill (usernames, passwords, one-time codes).",
          "markdownDescription": "`UITextContentType`: lets iOS offer AutoFill. Put a `username` field before a `password` field.",
          "enum": [
            "username",
            "password",
            "newPassword",
            "oneTimeCode",
            "emailAddress",
            "name",
            "telephoneNumber",
            "URL"
          ]
        },
        "keyboard": {
          "description": "UIKeyboardType: match it to the content (emailAddress, phonePad for telephone numbers, numberPad for one-time codes, URL).",
          "enum": [
            "default",
            "emailAddress",
            "numberPad",
            "phonePad",
            "URL",
            "decimalPad",
            "asciiCapable"
          ]
        },
        "autocapitalization": {
          "description": "UITextAutocapitalizationType: none, words, sentences or allCharacters.",
          "enum": [
            "none",
            "words",
            "sentences",
            "allCharacters"
          ]
        }
      }
    },
    "notification": {
      "description": "A user notification, local or push.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "body"
      ],
      "properties": {
        "title": {
          "description": "The notification's title (a Text): title-style capitalized, no ending punctuation.",
          "$ref": "#/$defs/text"
        },
        "subtitle": {
          "description": "The notification's subtitle (a Text).",
          "$ref": "#/$defs/text"
        },
        "body": {
          "description": "Required: the notification's body (a Text), with ending punctuation and not truncated with an ellipsis.",
          "$ref": "#/$defs/text"
        },
        "parameters": {
          "$ref": "#/$defs/parameters"
        },
        "sound": {
          "description": "default, none, or a sound file name (chime.caf) looked up beside the spec, then in the configuration's resources folders. .caf, .aiff or .wav; Linear PCM, IMA4, µLaw or aLaw; under 30 s.",
          "markdownDescription": "`default`, `none`, or a sound file name (`chime.caf`), looked up in the spec's folder, then in the configuration's `resources` folders.\n\nThe file must be `.caf`, `.aiff` or `.wav`; Linear PCM, IMA4, µLaw or aLaw; shorter than 30 s — otherwise iOS plays the default sound.",
          "anyOf": [
            {
              "enum": [
                "default",
                "none"
              ]
            },
            {
              "type": "string",
              "minLength": 1,
              "not": {
                "pattern": "^(?:[Dd][Ee][Ff][Aa][Uu][Ll][Tt]|[Nn][Oo][Nn][Ee])$"
              },
              "description": "A sound file name, such as chime.caf."
            }
          ]
        },
        "badge": {
          "description": "The app icon badge: an integer ≥ 0, or the name of an Int parameter.",
          "markdownDescription": "The app icon badge: an integer ≥ 0 (`0` clears it), or the name of an `Int` parameter.",
          "if": {
            "type": "integer"
          },
          "then": {
            "minimum": 0
          },
          "else": {
            "$ref": "#/$defs/parameterName"
          }
        },
        "category": {
          "$ref": "#/$defs/category"
        },
        "threadIdentifier": {
          "description": "Groups notifications in Notification Center (threadIdentifier / thread-id).",
          "markdownDescription": "Groups notifications in Notification Center (`threadIdentifier`, APNs `thread-id`).",
          "$ref": "#/$defs/scalarString"
        },
        "interruptionLevel": {
          "description": "passive, active (the default), timeSensitive or critical (critical needs Apple's Critical Alerts entitlement).",
          "markdownDescription": "`passive`, `active` (iOS's default), `timeSensitive` (needs the Time Sensitive capability) or `critical` (needs Apple's Critical Alerts entitlement).",
          "enum": [
            "passive",
            "active",
            "timeSensitive",
            "critical"
          ]
        },
        "relevanceScore": {
          "description": "A number from 0 to 1: how the system ranks this notification in a summary.",
          "markdownDescription": "A number from `0` to `1`: how the system ranks this notification in a notification summary.",
          "type": "number",
          "minimum": 0,
          "maximum": 1
        },
        "launchImage": {
          "description": "The image file shown while the app launches from this notification.",
          "$ref": "#/$defs/scalarString",
          "minLength": 1
        },
        "trigger": {
          "$ref": "#/$defs/trigger"
        }
      }
    },
    "category": {
      "description": "The notification's category: its actions and the body shown when previews are hidden.",
      "markdownDescription": "The notification's category (`UNNotificationCategory`): its actions and the body shown when previews are hidden.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "id": {
          "description": "The category identifier. Default: the notification id in UPPER_SNAKE_CASE (bookReady gives BOOK_READY). Unique across the app.",
          "markdownDescription": "The category identifier. Default: the notification id in UPPER_SNAKE_CASE (`bookReady` → `BOOK_READY`). Unique across the app.",
          "$ref": "#/$defs/scalarString",
          "minLength": 1
        },
        "actions": {
          "description": "The notification's actions, in display order (at most 4 are shown; banners show 2).",
          "type": [
            "array",
            "null"
          ],
          "items": {
            "$ref": "#/$defs/notificationAction"
          }
        },
        "hiddenPreviewsBodyPlaceholder": {
          "description": "The body shown instead of the real one when the user hides notification previews (a Text).",
          "markdownDescription": "The body shown instead of the real one when the user hides notification previews (a Text), e.g. `New comment`.",
          "$ref": "#/$defs/text"
        },
        "customDismissAction": {
          "description": "true: the app is told when the user dismisses the notification (UNNotificationCategoryOptions.customDismissAction), and the generated router offers a dismiss handler. Default false: iOS reports no dismissal.",
          "markdownDescription": "`true`: the app is told when the user dismisses the notification (`UNNotificationCategoryOptions.customDismissAction`), and the generated router offers a `.dismiss` case. Default `false`: iOS reports no dismissal.",
          "type": "boolean"
        }
      }
    },
    "notificationAction": {
      "description": "An action: a bare title (same as {title: <string>}), or a mapping with title and more.",
      "if": {
        "type": "object"
      },
      "then": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "title"
        ],
        "properties": {
          "id": {
            "description": "The action identifier (lowerCamelCase). Default: derived from the development-language title. The same id must mean the same action everywhere in the app.",
            "$ref": "#/$defs/id"
          },
          "title": {
            "description": "The button title (a Text).",
            "$ref": "#/$defs/text"
          },
          "options": {
            "description": "UNNotificationActionOptions, each once: foreground (opens the app), destructive, authenticationRequired.",
            "markdownDescription": "`UNNotificationActionOptions`: `foreground` (opens the app), `destructive`, `authenticationRequired` (device must be unlocked).",
            "type": [
              "array",
              "null"
            ],
            "items": {
              "enum": [
                "foreground",
                "destructive",
                "authenticationRequired"
              ]
            },
            "uniqueItems": true
          },
          "textInput": {
            "description": "Makes this a text-input action (UNTextInputNotificationAction): the send button's title and the field's placeholder.",
            "markdownDescription": "Makes this a text-input action (`UNTextInputNotificationAction`). Give both `button` and `placeholder`.",
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "button": {
                "description": "The send button's title (a Text), e.g. Send.",
                "$ref": "#/$defs/text"
              },
              "placeholder": {
                "description": "The text field's placeholder (a Text).",
                "$ref": "#/$defs/text"
              }
            }
          }
        }
      },
      "else": {
        "$ref": "#/$defs/template",
        "description": "A button title; same as {title: <string>}."
      }
    },
    "trigger": {
      "description": "When a local notification is delivered: {after: SECONDS} or {at: {hour, minute, weekday?}}, optionally repeating. Absent: now.",
      "markdownDescription": "When a local notification is delivered. Absent: now.\n\n- `{after: SECONDS, repeats: BOOL}` (`UNTimeIntervalNotificationTrigger`; repeating needs at least 60 s)\n- `{at: {hour, minute, weekday?}, repeats: BOOL}` (`UNCalendarNotificationTrigger`; `weekday` 1…7, Sunday first)",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "after": {
          "description": "Seconds from scheduling until delivery, more than 0 (at least 60 when repeating). Not together with at.",
          "type": "number",
          "exclusiveMinimum": 0
        },
        "at": {
          "description": "A time of day, optionally on one weekday. Not together with after.",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "hour",
            "minute"
          ],
          "properties": {
            "hour": {
              "description": "0…23.",
              "type": "integer",
              "minimum": 0,
              "maximum": 23
            },
            "minute": {
              "description": "0…59.",
              "type": "integer",
              "minimum": 0,
              "maximum": 59
            },
            "weekday": {
              "description": "1…7, Sunday first (as DateComponents.weekday counts); absent: every day.",
              "type": "integer",
              "minimum": 1,
              "maximum": 7
            }
          }
        },
        "repeats": {
          "description": "Whether the trigger fires again (default false).",
          "type": "boolean"
        }
      },
      "if": {
        "required": [
          "after",
          "repeats"
        ],
        "properties": {
          "repeats": {
            "const": true
          }
        }
      },
      "then": {
        "properties": {
          "after": {
            "minimum": 60,
            "description": "A repeating time-interval trigger needs at least 60 seconds (UNTimeIntervalNotificationTrigger raises otherwise)."
          }
        }
      },
      "anyOf": [
        {
          "required": [
            "after"
          ]
        },
        {
          "required": [
            "at"
          ]
        }
      ],
      "dependentSchemas": {
        "after": {
          "properties": {
            "at": {
              "not": {},
              "description": "conflicting keys: a trigger is either after or at, not both"
            }
          }
        }
      }
    },
    "progress": {
      "description": "A modal \"please wait\" overlay.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "title": {
          "description": "The overlay's title (a Text), e.g. Exporting Photos….",
          "$ref": "#/$defs/text"
        },
        "message": {
          "description": "The overlay's message (a Text).",
          "$ref": "#/$defs/text"
        },
        "parameters": {
          "$ref": "#/$defs/parameters"
        },
        "mode": {
          "description": "indeterminate (a spinner; the default) or determinate (a progress bar the app updates).",
          "markdownDescription": "`indeterminate` (a spinner; the default) or `determinate` (a progress bar the app updates).",
          "enum": [
            "indeterminate",
            "determinate"
          ]
        },
        "cancel": {
          "description": "The title of a cancel button (a Text), usually Cancel. Absent: the overlay cannot be canceled; long work should be cancelable.",
          "markdownDescription": "The title of a cancel button (a Text), usually `Cancel`. Absent: the overlay cannot be canceled — HIG: long work should be cancelable.",
          "$ref": "#/$defs/text"
        }
      }
    },
    "parameterName": {
      "description": "A parameter name: ASCII letters, digits and _, not starting with a digit, not a Swift keyword. It appears in placeholders ({name}) and becomes an argument label of the generated function.",
      "markdownDescription": "A parameter name: ASCII letters, digits and `_`, not starting with a digit, not a Swift keyword. It appears in placeholders (`{name}`) and becomes an argument label of the generated function.",
      "type": "string",
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
      "patternErrorMessage": "a parameter name is ASCII letters, digits and _, not starting with a digit",
      "not": {
        "enum": [
          "associatedtype",
          "borrowing",
          "class",
          "consuming",
          "deinit",
          "enum",
          "extension",
          "fileprivate",
          "func",
          "import",
          "init",
          "inout",
          "internal",
          "let",
          "operator",
          "private",
          "precedencegroup",
          "protocol",
          "public",
          "rethrows",
          "static",
          "struct",
          "subscript",
          "typealias",
          "var",
          "break",
          "case",
          "catch",
          "continue",
          "default",
          "defer",
          "do",
          "else",
          "fallthrough",
          "for",
          "guard",
          "if",
          "in",
          "repeat",
          "return",
          "throw",
          "switch",
          "where",
          "while",
          "as",
          "await",
          "false",
          "is",
          "nil",
          "self",
          "super",
          "throws",
          "true",
          "try",
          "Any",
          "Self",
          "_"
        ]
      }
    },
    "flow": {
      "description": "A confirm → progress → outcome sequence. It names definitions of this file and has no texts of its own.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "progress"
      ],
      "properties": {
        "confirm": {
          "description": "The id of an alert or action sheet shown first. Absent: the flow starts with the overlay.",
          "$ref": "#/$defs/id"
        },
        "start": {
          "description": "The id of the confirm's action that starts the work. Default: its only non-cancel action; a confirm with several needs start.",
          "markdownDescription": "The id of the `confirm` definition's action that starts the work. Default: its only non-`cancel` action; a confirm with several non-cancel actions needs `start`.",
          "$ref": "#/$defs/id"
        },
        "progress": {
          "description": "The id of the progress overlay shown while the work runs. Its cancel button cancels the work.",
          "markdownDescription": "The id of the progress overlay shown while the work runs (required). Its `cancel` button cancels the work.",
          "$ref": "#/$defs/id"
        },
        "success": {
          "description": "The id of an alert shown when the work finishes.",
          "markdownDescription": "The id of an alert shown when the work finishes. HIG: prefer showing the result in place (`flow-success-alert`).",
          "$ref": "#/$defs/id"
        },
        "failure": {
          "description": "The id of an alert shown when the work throws. A String parameter named error receives the error's localized description.",
          "markdownDescription": "The id of an alert shown when the work throws. A `String` parameter named `error` receives the error's localized description.",
          "$ref": "#/$defs/id"
        },
        "delay": {
          "description": "Seconds before the overlay appears (default 0): quick work that finishes sooner shows no overlay.",
          "markdownDescription": "Seconds before the overlay appears (default `0`): quick work that finishes sooner shows no overlay at all.",
          "type": "number",
          "minimum": 0,
          "default": 0
        },
        "minimumDuration": {
          "description": "Seconds a shown overlay stays at least (default 0.5), so it never flashes.",
          "markdownDescription": "Seconds a shown overlay stays at least (default `0.5`), so it never flashes.",
          "type": "number",
          "minimum": 0,
          "default": 0.5
        }
      }
    },
    "sound": {
      "description": "An in-app audio alert, vibration or haptic: at least one of file, vibrate: true and haptic.",
      "markdownDescription": "An in-app audio alert (System Sound Services), vibration or haptic: at least one of `file`, `vibrate: true` and `haptic`.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "file": {
          "description": "A sound file name (.caf, .aif, .aiff or .wav; Linear PCM or IMA4; under 30 s), looked up like a notification's sound.",
          "markdownDescription": "A sound file name (`.caf`, `.aif`, `.aiff` or `.wav`; Linear PCM or IMA4; under 30 s — System Sound Services plays nothing else), looked up in the spec's folder, then the configuration's `resources`.",
          "type": "string",
          "minLength": 1
        },
        "alert": {
          "description": "Play the file as an alert sound, which also vibrates where the device and settings allow (default false).",
          "markdownDescription": "Play the file as an alert sound (`AudioServicesPlayAlertSound`), which also vibrates where the device and the person's settings allow. Default `false`.",
          "type": "boolean"
        },
        "vibrate": {
          "description": "Vibrate the device, alone or with the file (default false).",
          "type": "boolean"
        },
        "haptic": {
          "description": "success, warning, error (notification feedback), light, medium, heavy, soft, rigid (impact feedback) or selection.",
          "markdownDescription": "`success`, `warning`, `error` (`UINotificationFeedbackGenerator`), `light`, `medium`, `heavy`, `soft`, `rigid` (`UIImpactFeedbackGenerator`) or `selection` (`UISelectionFeedbackGenerator`).",
          "enum": [
            "success",
            "warning",
            "error",
            "light",
            "medium",
            "heavy",
            "soft",
            "rigid",
            "selection"
          ]
        }
      },
      "anyOf": [
        {
          "required": [
            "file"
          ]
        },
        {
          "required": [
            "vibrate"
          ],
          "properties": {
            "vibrate": {
              "const": true
            }
          }
        },
        {
          "required": [
            "haptic"
          ]
        }
      ],
      "if": {
        "required": [
          "alert"
        ],
        "properties": {
          "alert": {
            "const": true
          }
        }
      },
      "then": {
        "required": [
          "file"
        ]
      }
    },
    "payloadType": {
      "description": "String, Int, Double, Bool, Date, URL, Data or UUID; [Type] for an array, a trailing ? for an optional (quote it in flow style).",
      "markdownDescription": "`String`, `Int`, `Double`, `Bool`, `Date`, `URL`, `Data` or `UUID`; `[Type]` (or a one-item list) for an array; a trailing `?` for an optional (`Int?`; quote it in flow style, `\"Int?\"`).",
      "oneOf": [
        {
          "type": "string",
          "pattern": "^(\\[(String|Int|Double|Bool|Date|URL|Data|UUID)\\]|String|Int|Double|Bool|Date|URL|Data|UUID)\\??$"
        },
        {
          "type": "array",
          "minItems": 1,
          "maxItems": 1,
          "items": {
            "enum": [
              "String",
              "Int",
              "Double",
              "Bool",
              "Date",
              "URL",
              "Data",
              "UUID"
            ]
          }
        }
      ]
    },
    "broadcast": {
      "description": "An in-app notification posted through NotificationCenter, with a typed payload.",
      "markdownDescription": "An in-app notification posted through `NotificationCenter`, with a typed payload. Broadcasts have no user-visible text.",
      "type": [
        "object",
        "null"
      ],
      "additionalProperties": false,
      "properties": {
        "name": {
          "description": "The Notification.Name raw value. Default: <namespace>.<id>. Give it to interoperate with an existing name.",
          "markdownDescription": "The `Notification.Name` raw value. Default: `<namespace>.<id>`. Give it to interoperate with an existing name.",
          "type": "string",
          "minLength": 1
        },
        "subject": {
          "description": "The Swift type of the object that posts it (the notification's object).",
          "markdownDescription": "The Swift type of the object that posts it (the notification's `object`), optionally module-qualified (`MyKit.Album`).",
          "type": "string",
          "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$"
        },
        "isolation": {
          "description": "mainActor (default: observers run synchronously on the main actor) or async (delivered asynchronously, from any isolation).",
          "markdownDescription": "`mainActor` (default: observers run synchronously on the main actor) or `async` (delivered asynchronously, from any isolation).",
          "enum": [
            "mainActor",
            "async"
          ]
        },
        "payload": {
          "description": "Property name → type, in order; the names are the userInfo keys.",
          "markdownDescription": "Property name → type, in order. Names are lowerCamelCase identifiers; they are the `userInfo` keys.",
          "type": [
            "object",
            "null"
          ],
          "propertyNames": {
            "$ref": "#/$defs/id"
          },
          "additionalProperties": {
            "$ref": "#/$defs/payloadType"
          }
        },
        "comment": {
          "description": "What it announces; becomes the generated type's doc comment.",
          "$ref": "#/$defs/scalarString"
        }
      }
    }
  }
}

"""##
}
