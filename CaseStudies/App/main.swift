print("casestudies")
