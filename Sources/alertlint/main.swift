print("alertlint")
